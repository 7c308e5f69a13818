#!/usr/bin/env node
/**
 * Writes src/openapi.ts, the client's types, from openapi.json, the server's OpenAPI
 * document as committed (the server's OpenAPI test keeps the two equal). `npm install` runs
 * it (the root postinstall), so the generated types are never committed; after changing a
 * route's schema, `npm run generate:api-client` refreshes openapi.json and then this.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The types' source for a document: what src/openapi.ts holds. */
export async function clientSource(document) {
  const ast = await openapiTS(structuredClone(document), { alphabetize: true });
  return `${COMMENT_HEADER.replace(
    'openapi-typescript.',
    'openapi-typescript from openapi.json\n * (the OpenAPI document at /api/docs/json) by generate.mjs, at npm install.',
  )}${astToString(ast)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const document = JSON.parse(readFileSync(path.join(here, 'openapi.json'), 'utf8'));
  writeFileSync(path.join(here, 'src/openapi.ts'), await clientSource(document));
}
