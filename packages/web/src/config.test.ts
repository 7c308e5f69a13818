import { DEFAULT_RUNTIME_SETTINGS } from '@vitrine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { readRuntimeSettings } from './config';

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
