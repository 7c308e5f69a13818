/** `npm run schema:package`: writes the package format's JSON Schema (src/package-schema.ts). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_SCHEMA_FILE, packageSchemaText } from '../src/package-schema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
writeFileSync(path.join(root, PACKAGE_SCHEMA_FILE), packageSchemaText());
console.log(`wrote ${PACKAGE_SCHEMA_FILE}`);
