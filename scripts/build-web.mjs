#!/usr/bin/env node
/**
 * Builds the web app (packages/web) and the demo host page (examples/host, served at
 * /examples/host/) unless their builds are already up to date: each build records a hash of
 * every source it was made from, and a start only rebuilds when that hash changes.
 * `npm install` runs this once, so `npm start` is quick; `--force` always builds.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Screenshots from the e2e tests are outputs, not sources.
const skip = new Set(['node_modules', 'dist', 'screenshots']);
const force = process.argv.includes('--force');

/** What is built: the workspace, its output folder, and the sources it is made from. */
const BUILDS = [
  {
    name: 'web app',
    workspace: '@vitrine/web',
    dist: 'packages/web/dist',
    // The app imports the contracts and the embed package, so their sources count too.
    inputs: ['packages/web', 'packages/contracts', 'packages/embed/src', 'package-lock.json'],
  },
  {
    name: 'demo host page',
    workspace: '@vitrine/example-host',
    dist: 'examples/host/dist',
    inputs: ['examples/host', 'packages/embed/src', 'packages/contracts', 'package-lock.json'],
  },
];

function files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .filter((name) => !skip.has(name))
    .sort()
    .flatMap((name) => files(path.join(entry, name)));
}

function sourceHash(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

for (const build of BUILDS) {
  const stampFile = path.join(root, build.dist, '.source-hash');
  const digest = sourceHash(build.inputs);
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest) {
    console.log(`The ${build.name} build is up to date.`);
    continue;
  }
  console.log(`Building the ${build.name}...`);
  // Always a production build, even when called from a test runner (which sets NODE_ENV=test
  // and would otherwise get React's development build).
  execFileSync('npm', ['run', 'build', '-w', build.workspace], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  writeFileSync(stampFile, digest);
}
