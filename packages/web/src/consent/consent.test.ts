/**
 * The consent's rules without a browser: undecided until stored, asking again for an option the
 * stored keys lack, older and broken stored values, a host's consent; and what an error report
 * may say about the browser and the error.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// Local storage as the browser has it.
const memory = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, String(v)),
  removeItem: (k: string) => void memory.delete(k),
  clear: () => memory.clear(),
});
// The next test file in this worker sees the global as it was (files share a worker).
afterAll(() => vi.unstubAllGlobals());

const { cookieConsentStore, needsDecision, storeConsent, storeHostConsent } =
  await import('../storage/cookieConsent');
const { browserOf } = await import('./browser');
const { clarityApplies } = await import('./options');
const { describe: describeError, scrub } = await import('./reporter');

const BASE = ['required', 'diagnostics', 'statistics', 'youtube'] as const;

describe('cookie consent', () => {
  afterEach(() => localStorage.clear());

  it('is undecided until stored, then asks again only for an option it lacks', () => {
    expect(needsDecision(cookieConsentStore.read(), BASE)).toBe(true);
    storeConsent(
      { diagnostics: true, statistics: false, youtube: false },
      'confirmedSelection',
      'dialog',
    );
    const stored = cookieConsentStore.read();
    expect(stored).toMatchObject({
      required: true,
      state: 'confirmedSelection',
      diagnostics: true,
    });
    expect(needsDecision(stored, BASE)).toBe(false);
    expect(needsDecision(stored, [...BASE, 'clarity'])).toBe(true);
  });

  it('reads what an older version stored, and treats a broken value as undecided', () => {
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({
        version: '1',
        data: { diagnostics: true, statistics: true, source: 'host', confirmedAt: 1 },
      }),
    );
    const stored = cookieConsentStore.read();
    expect(stored?.state).toBe('confirmedSelection');
    expect(needsDecision(stored, BASE)).toBe(true); // youtube is missing
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ version: '1', data: { diagnostics: 'yes' } }),
    );
    expect(cookieConsentStore.read()).toBeNull();
  });

  it('offers Clarity only to users of the organisations configured for it', () => {
    const user = (organization_number?: string) => ({
      uuid: 'u',
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.test',
      owner_ids: [],
      ...(organization_number && { organization: { name: 'Org', organization_number } }),
    });
    expect(clarityApplies(user('4711'), ['4711', '815'])).toBe(true);
    expect(clarityApplies(user('42'), ['4711'])).toBe(false);
    expect(clarityApplies(user(), ['4711'])).toBe(false);
    expect(clarityApplies(null, ['4711'])).toBe(false);
    expect(clarityApplies(user('4711'))).toBe(false); // none configured
  });

  it("stores a host's consent as the host's", () => {
    storeHostConsent({ diagnostics: true, statistics: true, youtube: true });
    expect(cookieConsentStore.read()).toMatchObject({ source: 'host', state: 'allSelected' });
  });
});

describe('error reports', () => {
  it('name the browser by name, major version and platform only', () => {
    expect(
      browserOf(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36',
      ),
    ).toBe('Chrome 131 (Linux)');
    expect(
      browserOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox 133 (Windows)');
    expect(
      browserOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18 (iOS)');
    expect(
      browserOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
      ),
    ).toBe('Edge 131 (Windows)');
  });

  it('carry no e-mail address, token or query', () => {
    expect(
      scrub('Failed for jane@example.com at https://x.test/login-redirect?code=abc&state=1'),
    ).toBe('Failed for [email] at https://x.test/login-redirect');
    expect(scrub('token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1In0.c2ln')).toBe('token [token]');
    expect(describeError('plain text').message).toBe('plain text');
  });
});
