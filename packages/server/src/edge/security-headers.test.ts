/**
 * The inline scripts the CSP lets run: those of the web build's pages and of the other pages
 * named (the demo host's integration page), by their SHA-256; nothing for a missing page.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { inlineScriptHashes } from './security-headers';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

it("hashes the inline scripts of the web build's pages and of the other pages named", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'csp-'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<script>boot()</script><script src="a.js"></script>',
  );
  const integration = path.join(dir, 'integration.html');
  const body = "\n    const { connect } = await import('./sdk.js');\n  ";
  await writeFile(integration, `<html><script type="module">${body}</script></html>`);
  expect(inlineScriptHashes(dir)).toEqual([hash('boot()')]);
  expect(inlineScriptHashes(dir, [integration, path.join(dir, 'gone.html')])).toEqual([
    hash('boot()'),
    hash(body),
  ]);
});
