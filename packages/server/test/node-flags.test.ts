import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../src/node-flags';

const scripts = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('the server runs with its V8 flags', () => {
  it.each(['start', 'serve'])('npm run %s passes every one of them to node', (name) => {
    const command = scripts[name]!;
    const serverCommand = command.slice(command.lastIndexOf('node '));
    for (const flag of SERVER_NODE_FLAGS) expect(serverCommand).toContain(` ${flag} `);
  });
});
