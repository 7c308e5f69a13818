#!/usr/bin/env node
/**
 * Builds the web app (packages/web) unless its build is already up to date: the build
 * records a hash of every source it was made from, and a start only rebuilds when that hash
 * changes. `npm install` runs this once, so `npm start` is quick; `--force` always builds.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'packages/web');
const stampFile = path.join(web, 'dist/.source-hash');
// The app imports the contracts package, so its sources count too.
const inputs = ['packages/web', 'packages/contracts', 'package-lock.json'];
// Screenshots from the e2e tests are outputs, not sources.
const skip = new Set(['node_modules', 'dist', 'screenshots']);

function files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .filter((name) => !skip.has(name))
    .sort()
    .flatMap((name) => files(path.join(entry, name)));
}

const hash = createHash('sha256');
for (const file of inputs.flatMap(files)) {
  hash
    .update(file)
    .update('\0')
    .update(readFileSync(path.join(root, file)))
    .update('\0');
}
const digest = hash.digest('hex');

const force = process.argv.includes('--force');
if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest) {
  console.log('Web app build is up to date.');
} else {
  console.log('Building the web app...');
  // Always a production build, even when called from a test runner (which sets NODE_ENV=test
  // and would otherwise get React's development build).
  execFileSync('npm', ['run', 'build', '-w', '@vitrine/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  writeFileSync(stampFile, digest);
}
