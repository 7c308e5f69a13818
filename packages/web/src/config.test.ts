import { DEFAULT_RUNTIME_SETTINGS } from '@vitrine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { readRuntimeSettings, serviceBases } from './config';

describe('runtime settings', () => {
  it("take the page's base paths and version", () => {
    const page = JSON.stringify({
      catalogBase: '/x/catalog',
      dataportBase: '/x/files',
      configuratorBase: '/x/configurator',
      appVersion: '9.9.9',
    });
    expect(readRuntimeSettings(page)).toEqual({
      catalogBase: '/x/catalog',
      dataportBase: '/x/files',
      configuratorBase: '/x/configurator',
      appVersion: '9.9.9',
    });
  });

  it('fall back to the defaults for what the page lacks or gets wrong', () => {
    expect(readRuntimeSettings(undefined)).toEqual(DEFAULT_RUNTIME_SETTINGS);
    expect(readRuntimeSettings(JSON.stringify({ catalogBase: '/c', dataportBase: 7 }))).toEqual({
      ...DEFAULT_RUNTIME_SETTINGS,
      catalogBase: '/c',
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readRuntimeSettings('{"catalogBase": "/c"')).toEqual(DEFAULT_RUNTIME_SETTINGS);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
    expect(readRuntimeSettings('["/c"]')).toEqual(DEFAULT_RUNTIME_SETTINGS);
  });

  it('take the product information base and the login provider when the page names them', () => {
    const page = JSON.stringify({
      pimBase: '/x/pim',
      login: { issuer: 'https://id.example/auth', clientId: 'shop' },
    });
    expect(readRuntimeSettings(page)).toEqual({
      ...DEFAULT_RUNTIME_SETTINGS,
      pimBase: '/x/pim',
      login: { issuer: 'https://id.example/auth', clientId: 'shop' },
    });
    expect(readRuntimeSettings(JSON.stringify({ pimBase: 3, login: { issuer: 1 } }))).toEqual(
      DEFAULT_RUNTIME_SETTINGS,
    );
  });

  it('read the login provider when both its issuer and client id are given', () => {
    const login = { issuer: 'https://shop.example/auth', clientId: 'vitrine-catalogue' };
    expect(readRuntimeSettings(JSON.stringify({ login })).login).toEqual(login);
    expect(readRuntimeSettings(JSON.stringify({ login: { issuer: 'x' } })).login).toBeUndefined();
    expect(readRuntimeSettings(JSON.stringify({ login: 'x' })).login).toBeUndefined();
  });
});

describe('the baseurl parameter', () => {
  it('moves every service to the API server it names, product information too', () => {
    expect(serviceBases(DEFAULT_RUNTIME_SETTINGS, 'https://api.example')).toEqual({
      catalogBase: 'https://api.example/api/catalog',
      dataportBase: 'https://api.example/api/dataport',
      configuratorBase: 'https://api.example/api/configurator',
      userBase: 'https://api.example/api/users',
      pimBase: 'https://api.example/api/pim',
      siteBase: 'https://api.example/api/site',
      reportsBase: 'https://api.example/api/reports',
      insightsBase: 'https://api.example/api/insights',
    });
    expect(serviceBases(DEFAULT_RUNTIME_SETTINGS, '').pimBase).toBe('/api/pim');
  });

  it('leaves a service the page names by a whole address where it is', () => {
    const runtime = { ...DEFAULT_RUNTIME_SETTINGS, pimBase: 'https://pim.example/v2' };
    expect(serviceBases(runtime, 'https://api.example').pimBase).toBe('https://pim.example/v2');
  });
});
