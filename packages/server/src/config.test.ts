/** LOG_LEVEL takes pino's level names and the spec's (spec 01 s.9: debug, info, warning, error). */
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
