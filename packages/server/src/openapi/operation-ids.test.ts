import { describe, expect, it } from 'vitest';
import { operationIdOf } from './operation-ids';

describe('operationIdOf', () => {
  it('puts the verb a POST path ends in first', () => {
    expect(operationIdOf('POST', '/api/catalog/v1/models/search')).toBe('searchModels');
    expect(operationIdOf('POST', '/api/users/v1/triples/read')).toBe('readTriples');
    expect(operationIdOf('POST', '/api/pim/v1/product_information/query')).toBe(
      'queryProductInformation',
    );
  });

  it("names other routes by their method's verb and the path's words, without parameters", () => {
    expect(operationIdOf('GET', '/api/catalog/v1/import_jobs/:job_id')).toBe('getImportJobs');
    expect(operationIdOf('DELETE', '/api/users/v1/me/tokens/{id}')).toBe('deleteMeTokens');
    expect(operationIdOf('POST', '/api/dataport/v1/bundles')).toBe('createBundles');
    expect(operationIdOf('GET', '/server.json')).toBe('getServerJson');
  });
});
