/**
 * Settings: LOG_LEVEL takes pino's level names and the spec's (spec 01 s.9); HEADER_TABS
 * chooses the header tabs (spec 01 s.2); BLOB_STORE names a folder or a bucket.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const levelOf = (LOG_LEVEL: string) => loadConfig({ LOG_LEVEL }).logLevel;

describe('LOG_LEVEL', () => {
  it("accepts the spec's names and pino's", () => {
    expect(levelOf('warning')).toBe('warn');
    for (const level of ['debug', 'info', 'warn', 'error', 'fatal', 'trace', 'silent'])
      expect(levelOf(level)).toBe(level);
    expect(loadConfig({}).logLevel).toBe('info');
  });

  it('refuses anything else, naming the variable', () => {
    for (const level of ['verbose', 'WARN', 'toString']) {
      expect(() => levelOf(level)).toThrow(ConfigError);
      expect(() => levelOf(level)).toThrow(`LOG_LEVEL must be one of`);
    }
  });
});

describe('HEADER_TABS', () => {
  const tabsOf = (HEADER_TABS: string) => loadConfig({ HEADER_TABS }).embedding.headerTabs;

  it('lists the tabs in the order given, each once; unset shows all', () => {
    expect(tabsOf('brands, models,brands')).toEqual(['brands', 'models']);
    expect(tabsOf('models,materials,brands,singleBrand')).toHaveLength(4);
    expect(loadConfig({}).embedding.headerTabs).toBeUndefined();
    expect(tabsOf(' ')).toBeUndefined();
  });

  it('refuses a name it does not know, naming the variable and the names it takes', () => {
    expect(() => tabsOf('models,products')).toThrow(ConfigError);
    expect(() => tabsOf('models,products')).toThrow(
      'HEADER_TABS must list some of models, materials, brands, singleBrand',
    );
  });
});

describe('BLOB_STORE', () => {
  it('is the local folder unless it names a bucket', () => {
    expect(loadConfig({}).blobStore).toEqual({ kind: 'local' });
    expect(
      loadConfig({
        BLOB_STORE: 's3://vitrine-files/site-a/',
        BLOB_S3_ENDPOINT: 'http://minio.internal:9000/',
        BLOB_S3_REDIRECT: 'presigned',
        AWS_ACCESS_KEY_ID: 'id',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).blobStore,
    ).toEqual({
      kind: 's3',
      bucket: 'vitrine-files',
      prefix: 'site-a/',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      presignSeconds: 300,
      timeoutMs: 10_000,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it('refuses a bad bucket setting, naming the variable', () => {
    expect(() => loadConfig({ BLOB_STORE: 'ftp://files' })).toThrow('BLOB_STORE must be');
    expect(() => loadConfig({ BLOB_STORE: 's3://bucket1', BLOB_S3_REDIRECT: 'yes' })).toThrow(
      'BLOB_S3_REDIRECT must be',
    );
    expect(() => loadConfig({ BLOB_STORE: 's3://bucket1', AWS_ACCESS_KEY_ID: 'id' })).toThrow(
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    );
  });

  it("lets nginx send the local folder's files when BLOB_ACCEL_REDIRECT names its location", () => {
    expect(loadConfig({ BLOB_ACCEL_REDIRECT: '/_vitrine_files/' }).blobStore).toEqual({
      kind: 'local',
      accelRedirect: '/_vitrine_files/',
    });
    expect(() => loadConfig({ BLOB_ACCEL_REDIRECT: '_files' })).toThrow(
      'BLOB_ACCEL_REDIRECT must be a path',
    );
    expect(() =>
      loadConfig({ BLOB_STORE: 's3://bucket1', BLOB_ACCEL_REDIRECT: '/_vitrine_files/' }),
    ).toThrow('BLOB_ACCEL_REDIRECT works only with BLOB_STORE=local');
  });
});
