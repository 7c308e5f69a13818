/** Where file bytes live: the local folder or an S3-compatible bucket (docs/STORAGE.md). */
import { ConfigError, flag, integer, url } from './config-values';

/** BLOB_STORE and its BLOB_S3_* settings (docs/STORAGE.md). */
export type BlobStoreConfig =
  | {
      kind: 'local';
      /**
       * BLOB_ACCEL_REDIRECT: the internal location of nginx that serves the folder
       * (`/_vitrine_files/`); GETs of stored bytes then answer with X-Accel-Redirect and nginx
       * sends the file. Unset: the process sends the bytes.
       */
      accelRedirect?: string;
    }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix ('' or ending in '/'). */
      prefix: string;
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
      /** GETs of files redirect to presigned URLs valid this long (s); 0: bytes are sent. */
      presignSeconds: number;
      timeoutMs: number;
      /**
       * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (with AWS_SESSION_TOKEN) when set; else the
       * AWS SDK's other sources (profiles, an instance's role). Never logged.
       */
      credentials:
        { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
    };

export function loadBlobStoreConfig(env: NodeJS.ProcessEnv): BlobStoreConfig {
  const raw = env.BLOB_STORE?.trim() || 'local';
  const accel = env.BLOB_ACCEL_REDIRECT?.trim();
  if (accel && !/^\/[A-Za-z0-9._/-]*\/$/.test(accel)) {
    throw new ConfigError(
      `BLOB_ACCEL_REDIRECT must be a path starting and ending with "/", got "${accel}"`,
    );
  }
  if (raw === 'local') return accel ? { kind: 'local', accelRedirect: accel } : { kind: 'local' };
  if (accel) throw new ConfigError('BLOB_ACCEL_REDIRECT works only with BLOB_STORE=local');
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/[A-Za-z0-9._/-]*)?$/.exec(raw);
  if (!match) {
    throw new ConfigError(`BLOB_STORE must be local or s3://bucket[/prefix], got "${raw}"`);
  }
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  const endpoint = url(env, 'BLOB_S3_ENDPOINT');
  const redirect = env.BLOB_S3_REDIRECT?.trim() || 'off';
  if (redirect !== 'off' && redirect !== 'presigned') {
    throw new ConfigError(`BLOB_S3_REDIRECT must be off or presigned, got "${redirect}"`);
  }
  return {
    kind: 's3',
    bucket: match[1]!,
    prefix: prefix ? `${prefix}/` : '',
    endpoint,
    region: env.BLOB_S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    // MinIO and Ceph answer path-style requests whatever their DNS; AWS prefers virtual hosts.
    forcePathStyle: flag(env, 'BLOB_S3_PATH_STYLE', endpoint !== undefined),
    presignSeconds:
      redirect === 'presigned' ? integer(env, 'BLOB_S3_PRESIGN_SECONDS', 300, 1, 604_800) : 0,
    timeoutMs: integer(env, 'BLOB_S3_TIMEOUT_MS', 10_000, 100, 600_000),
    credentials: awsCredentials(env),
  };
}

function awsCredentials(env: NodeJS.ProcessEnv) {
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together');
  }
  if (!accessKeyId || !secretAccessKey) return undefined;
  const sessionToken = env.AWS_SESSION_TOKEN?.trim() || undefined;
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}
