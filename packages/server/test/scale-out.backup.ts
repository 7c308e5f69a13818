/**
 * Backup and restore as docs/OPERATIONS.md tells an operator: pg_dump of the database and a
 * copy of the bucket (what `aws s3 sync` or `mc mirror` do), restored into a new database
 * and a new bucket.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

/**
 * Copies every whole object of the bucket `from` into the new bucket `to`, as `aws s3 sync`
 * would: here as s3rver's folders (`<key>._S3rver_object` with its metadata). s3rver writes
 * an object's files one after another, so one stopped mid-write leaves a key without its
 * bytes, which its listing then fails on (a real bucket never shows such a key); those are
 * left out, as a sync would never see them. Answers how many objects were copied.
 */
export async function copyBucket(directory: string, from: string, to: string) {
  const OBJECT = '._S3rver_object';
  let copied = 0;
  const entries = await readdir(path.join(directory, from), {
    recursive: true,
    withFileTypes: true,
  });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(OBJECT)) continue;
    const key = path.relative(path.join(directory, from), path.join(entry.parentPath, entry.name));
    const base = key.slice(0, -OBJECT.length);
    await mkdir(path.dirname(path.join(directory, to, key)), { recursive: true });
    for (const suffix of [OBJECT, `${OBJECT}.md5`, '._S3rver_metadata.json']) {
      const source = path.join(directory, from, base + suffix);
      if (existsSync(source)) await copyFile(source, path.join(directory, to, base + suffix));
    }
    copied++;
  }
  return copied;
}
