/**
 * The OpenAPI document at /api/docs/json is complete and valid, and a TypeScript client is
 * generated from it with openapi-typescript. The document is committed in packages/api-client
 * (openapi.json, the client's types are generated from it at npm install) and must be the one
 * served, so the client cannot drift from the routes. After changing a route's schema:
 * `npm run generate:api-client` (docs/API.md).
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import { STORE_KINDS } from './stores';

type Operation = {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

describe('the OpenAPI document', () => {
  let h: Harness;
  let document: Document;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

  beforeAll(async () => {
    h = await startHarness(STORE_KINDS[0]!);
    const res = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(() => h.close());

  it('is browsable at /api/docs, and served as YAML too', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const yaml = await h.app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.body).toContain('operationId: searchModels');
  });

  it('is a valid OpenAPI 3 document (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('names every operation once, and every operation says what it answers on success', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations()) {
      expect(
        Object.keys(operation.responses).some((code) => code.startsWith('2')),
        `${method} ${path}`,
      ).toBe(true);
    }
    expect(ids).toEqual(
      expect.arrayContaining([
        'searchModels',
        'fetchModels',
        'createImportJob',
        'getImportJob',
        'publishImportJob',
        'createApiToken',
        'getFile',
      ]),
    );
  });

  it('describes downloads as binary content of their media types', () => {
    const content = (path: string) => document.paths[path]!.get!.responses['200']!.content!;
    expect(content('/api/dataport/v1/{dataport_id}/cadify')['model/gltf-binary']).toEqual({
      schema: { type: 'string', format: 'binary' },
    });
    expect(Object.keys(content('/api/dataport/v1/bundles/{bundle_id}/zip'))).toEqual([
      'application/zip',
    ]);
    expect(Object.keys(content('/api/dataport/v1/{dataport_id}/imagine'))).toContain('image/webp');
  });

  it('shares the contracts’ schemas as components, referred to by name', () => {
    const json = JSON.stringify(document.paths);
    expect(document.components.schemas).toHaveProperty('SearchRequest');
    expect(document.components.schemas).toHaveProperty('ApiError');
    expect(json).toContain('"$ref":"#/components/schemas/SearchRequest"');
    // The error answer is one component, not a copy on every route.
    expect(json).not.toContain('"stable code such as _400_required_field"');
  });

  it('says which routes need a token, and which kinds of token there are', () => {
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'accessToken',
      'apiToken',
    ]);
    const { post } = document.paths['/api/catalog/v1/import_jobs']!;
    expect(post!.security).toEqual([{ accessToken: [] }, { apiToken: [] }]);
    // Searching works without a token (and with one, drafts may show).
    expect(document.paths['/api/catalog/v1/models/search']!.post!.security).toContainEqual({});
  });

  it('is the document committed in packages/api-client, and a TypeScript client is generated from it', async () => {
    await expect(`${JSON.stringify(document, null, 2)}\n`).toMatchFileSnapshot(
      '../../api-client/openapi.json',
    );
    // As packages/api-client/generate.mjs makes the client's types at npm install.
    const source = astToString(
      await openapiTS(structuredClone(document) as never, { alphabetize: true }),
    );
    for (const id of ['searchModels', 'createImportJob', 'getImportJob', 'createApiToken'])
      expect(source).toContain(`    ${id}: {`);
  });
});
