/**
 * Backup and restore as docs/OPERATIONS.md tells an operator: pg_dump of the database and a
 * copy of the bucket (what `aws s3 sync` or `mc mirror` do), restored into a new database
 * and a new bucket.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CopyObjectCommand,
  CreateBucketCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';

const pgBin = () =>
  execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'], {
    encoding: 'utf8',
  }).trim();

/** pg_dump -Fc of `url` into a new database `name` on the same server; answers its URL. */
export async function dumpAndRestore(url: string, name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-backup-'));
  const dump = path.join(dir, 'vitrine.dump');
  try {
    execFileSync(`${pgBin()}/pg_dump`, ['-Fc', '-d', url, '-f', dump], { stdio: 'pipe' });
    const restored = new URL(url);
    restored.pathname = `/${name}`;
    execFileSync(`${pgBin()}/psql`, ['-d', url, '-c', `CREATE DATABASE "${name}"`], {
      stdio: 'pipe',
    });
    execFileSync(`${pgBin()}/pg_restore`, ['--no-owner', '-d', restored.href, dump], {
      stdio: 'pipe',
    });
    return restored.href;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Copies every object of `from` into the new bucket `to` (keys kept). */
export async function copyBucket(endpoint: string, from: string, to: string) {
  const s3 = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await s3.send(new CreateBucketCommand({ Bucket: to }));
  let copied = 0;
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: from, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      await s3.send(
        new CopyObjectCommand({
          Bucket: to,
          Key: object.Key,
          CopySource: `${from}/${object.Key!.split('/').map(encodeURIComponent).join('/')}`,
        }),
      );
      copied++;
    }
    token = page.NextContinuationToken;
  } while (token);
  s3.destroy();
  return copied;
}
