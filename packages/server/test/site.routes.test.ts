/**
 * The site service through HTTP: /server.json from the settings and from the operator's
 * status file (changed while running, broken), the legal texts from the operator's folder
 * (Markdown and HTML, language fallback, sanitised: no script, no style, no resource from
 * elsewhere), the Content-Security-Policy following the fallbacks, and bad parameters named.
 */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import { STORE_KINDS } from './stores';

const HOSTILE_MARKDOWN = `# Impressum

Vitrine GmbH, **Musterstraße 1**, Berlin. [Website](https://vitrine.example.com) ·
[Mail](mailto:legal@vitrine.example.com) · [Bad](javascript:alert(1))

<script>alert('x')</script>
<img src="https://tracker.example.net/pixel.gif" alt="pixel">
<img src="//tracker.example.net/pixel2.gif" alt="pixel2">
<img src="/logo.png" alt="Our logo">
<iframe src="https://evil.example.net"></iframe>
<p style="background:url(https://evil.example.net/x.png)" onclick="alert(1)">Styled</p>
<form action="https://evil.example.net"><input name="q"></form>
<link rel="stylesheet" href="https://evil.example.net/x.css">
`;

const HOSTILE_HTML = `<h2>Nutzungsbedingungen</h2><p>Gilt ab heute.</p>
<object data="https://evil.example.net/x.swf"></object><svg><script>alert(1)</script></svg>
<a href="https://vitrine.example.com/agb" target="_self">AGB</a>`;

describe.each(STORE_KINDS)('site service on $name', (kind) => {
  let h: Harness;
  let dir: string;
  let statusFile: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vitrine-site-'));
    const legal = path.join(dir, 'legal');
    await mkdir(path.join(legal, 'de'), { recursive: true });
    await mkdir(path.join(legal, 'en'), { recursive: true });
    await mkdir(path.join(legal, 'fr'), { recursive: true });
    await writeFile(path.join(legal, 'de', 'legal-notice.md'), HOSTILE_MARKDOWN);
    await writeFile(path.join(legal, 'en', 'legal-notice.md'), '# Legal notice\n\nVitrine Ltd.');
    await writeFile(path.join(legal, 'de', 'terms-of-use.html'), HOSTILE_HTML);
    // Only French has a privacy policy: every other language falls back to it.
    await writeFile(path.join(legal, 'fr', 'privacy-policy.md'), '# Confidentialité\n\nRien.');
    statusFile = path.join(dir, 'server.json');
    h = await startHarness(kind, {
      LEGAL_DIR: legal,
      SERVER_STATUS_FILE: statusFile,
      SERVER_STATUS: 'ok',
      SERVER_FALLBACKS: 'https://mirror.example.com',
    });
  }, 180_000);
  afterAll(async () => {
    await h?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string) => h.app.inject({ method: 'GET', url });

  /** Writes the status file with a new modification time and waits out the re-read pause. */
  async function writeStatus(content: string, secondsAgo: number) {
    await writeFile(statusFile, content);
    const time = new Date(Date.now() - secondsAgo * 1000);
    await utimes(statusFile, time, time);
    await new Promise((resolve) => setTimeout(resolve, 1100));
  }

  it('serves the status of the settings while there is no status file', async () => {
    const answer = await get('/server.json');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json()).toEqual({
      status: { code: 'ok' },
      specification: { fallback: ['https://mirror.example.com'] },
    });
  });

  it('follows the status file as the operator changes it, and falls back on a broken one', async () => {
    await writeStatus(
      JSON.stringify({
        status: { code: 'maintenance', message: 'Upgrading the database' },
        specification: { fallback: ['https://a.example.com', 'https://b.example.com:8443'] },
      }),
      30,
    );
    expect((await get('/server.json')).json()).toEqual({
      status: { code: 'maintenance', message: 'Upgrading the database' },
      specification: { fallback: ['https://a.example.com', 'https://b.example.com:8443'] },
    });
    // The app may be sent there: pages allow calls to and images from the fallbacks.
    const csp = String((await get('/server.json')).headers['content-security-policy']);
    expect(csp).toMatch(
      /connect-src [^;]*https:\/\/a\.example\.com https:\/\/b\.example\.com:8443/,
    );
    expect(csp).toMatch(/img-src [^;]*https:\/\/a\.example\.com/);

    await writeStatus('{"status": {"code": "ok"}, "specification": {"fallback": ["ftp://x"]}}', 20);
    expect((await get('/server.json')).json()).toEqual({
      status: { code: 'ok' },
      specification: { fallback: ['https://mirror.example.com'] },
    });
    await writeStatus('not json at all', 10);
    expect((await get('/server.json')).json().status.code).toBe('ok');
    await rm(statusFile);
  });

  it('serves a legal text as sanitised HTML: no script, style or resource from elsewhere', async () => {
    const answer = await get('/api/site/v1/legal/de/legal-notice');
    expect(answer.statusCode).toBe(200);
    const text = answer.json();
    expect(text).toMatchObject({ key: 'legal-notice', language: 'de' });
    expect(text.html).toContain('<h1>Impressum</h1>');
    expect(text.html).toContain('<strong>Musterstraße 1</strong>');
    expect(text.html).toContain(
      '<a href="https://vitrine.example.com" target="_blank" rel="noopener noreferrer">Website</a>',
    );
    expect(text.html).toContain('href="mailto:legal@vitrine.example.com"');
    expect(text.html).toContain('<img src="/logo.png" alt="Our logo" />');
    expect(text.html).toContain('Styled');
    for (const banned of [
      '<script',
      'alert',
      'javascript:',
      'tracker.example.net',
      'evil.example.net',
      'iframe',
      'style=',
      'onclick',
      '<form',
      '<input',
      '<link',
    ]) {
      expect(text.html).not.toContain(banned);
    }

    const html = (await get('/api/site/v1/legal/de/terms-of-use')).json().html as string;
    expect(html).toContain('<h2>Nutzungsbedingungen</h2>');
    expect(html).toContain('target="_blank" rel="noopener noreferrer">AGB</a>');
    expect(html).not.toMatch(/object|svg|script|alert/);
  });

  it('falls back to English, then to any language that has the text', async () => {
    const english = (await get('/api/site/v1/legal/sv/legal-notice')).json();
    expect(english).toMatchObject({
      language: 'en',
      html: expect.stringContaining('Vitrine Ltd.'),
    });
    const french = (await get('/api/site/v1/legal/tr/privacy-policy')).json();
    expect(french).toMatchObject({ language: 'fr', key: 'privacy-policy' });
    const missing = await get('/api/site/v1/legal/en/terms-of-use');
    expect(missing.statusCode).toBe(200); // German has one
    expect(missing.json().language).toBe('de');
  });

  it('names the parameter at fault', async () => {
    const language = await get('/api/site/v1/legal/xx/legal-notice');
    expect(language.statusCode).toBe(400);
    expect(language.json()).toMatchObject({ field: 'language' });
    const key = await get('/api/site/v1/legal/en/imprint');
    expect(key.statusCode).toBe(400);
    expect(key.json()).toMatchObject({ field: 'key' });
  });
});

describe('site service without any legal text', () => {
  it('answers 404 for a text the folder does not have', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'vitrine-legal-'));
    const h = await startHarness(STORE_KINDS[0]!, { LEGAL_DIR: empty });
    try {
      const answer = await h.app.inject({
        method: 'GET',
        url: '/api/site/v1/legal/en/legal-notice',
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ error_code: '_404_not_found' });
    } finally {
      await h.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
