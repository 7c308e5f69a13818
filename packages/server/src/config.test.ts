/**
 * LOG_LEVEL takes pino's level names and the spec's (spec 01 s.9: debug, info, warning, error);
 * HEADER_TABS chooses the header tabs (spec 01 s.2).
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const levelOf = (LOG_LEVEL: string) => loadConfig({ LOG_LEVEL }).logLevel;

describe('LOG_LEVEL', () => {
  it("accepts the spec's names and pino's", () => {
    expect(levelOf('warning')).toBe('warn');
    for (const level of ['debug', 'info', 'warn', 'error', 'fatal', 'trace', 'silent'])
      expect(levelOf(level)).toBe(level);
    expect(loadConfig({}).logLevel).toBe('info');
  });

  it('refuses anything else, naming the variable', () => {
    for (const level of ['verbose', 'WARN', 'toString']) {
      expect(() => levelOf(level)).toThrow(ConfigError);
      expect(() => levelOf(level)).toThrow(`LOG_LEVEL must be one of`);
    }
  });
});

describe('HEADER_TABS', () => {
  const tabsOf = (HEADER_TABS: string) => loadConfig({ HEADER_TABS }).embedding.headerTabs;

  it('lists the tabs in the order given, each once; unset shows all', () => {
    expect(tabsOf('brands, models,brands')).toEqual(['brands', 'models']);
    expect(tabsOf('models,materials,brands,singleBrand')).toHaveLength(4);
    expect(loadConfig({}).embedding.headerTabs).toBeUndefined();
    expect(tabsOf(' ')).toBeUndefined();
  });

  it('refuses a name it does not know, naming the variable and the names it takes', () => {
    expect(() => tabsOf('models,products')).toThrow(ConfigError);
    expect(() => tabsOf('models,products')).toThrow(
      'HEADER_TABS must list some of models, materials, brands, singleBrand',
    );
  });
});
