/** The committed JSON Schema of the package format is the one the contracts make. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PACKAGE_SCHEMA_FILE, packageSchemaText } from '../src/package-schema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the package JSON Schema', () => {
  it('is up to date with the contracts (npm run schema:package writes it)', () => {
    const committed = readFileSync(path.join(root, PACKAGE_SCHEMA_FILE), 'utf8');
    expect(committed).toBe(packageSchemaText());
  });
});
