#!/usr/bin/env node
/**
 * The test tiers (docs/TESTING.md), each a list of stages run in order; every stage's time
 * is printed as it ends and again in a table at the end, so a change to the suite starts
 * from figures. The first failing stage ends the run with its exit code.
 *
 *   node scripts/test.mjs          the full gate (`npm test`): checks, web build, every
 *                                  unit, route and slow test on both stores, browser tests
 *   node scripts/test.mjs --fast   the fast tier (`npm run test:fast`): checks, then unit
 *                                  and route tests on PGlite; no browser, no demo
 *                                  generation, no process tests (*.slow.test.ts)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fast = process.argv.includes('--fast');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** Runs one command with the terminal's output; resolves with its exit code. */
function run([command, ...args], env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

/** Runs commands one after another, stopping at the first that fails. */
async function series(commands) {
  for (const command of commands) {
    const code = await run(command);
    if (code !== 0) return code;
  }
  return 0;
}

/**
 * The static checks. ESLint (type-aware, one core) runs beside the rest: type checks of
 * every package in one build (`tsc -b`: each package once, not once per package using it),
 * Prettier, the import-cycle check and the one-copy-of-three check.
 */
async function checks() {
  const codes = await Promise.all([
    run([bin('eslint'), '--max-warnings', '0', '.']),
    series([
      [bin('tsc'), '-b'],
      [bin('prettier'), '--check', '--log-level', 'warn', '.'],
      ['npm', 'run', '--silent', 'check:cycles'],
      ['npm', 'run', '--silent', 'check:three'],
    ]),
  ]);
  return codes.find((code) => code !== 0) ?? 0;
}

const vitest = (args, env) => run([bin('vitest'), 'run', ...args], env);

/**
 * Generates the browser tests' demo data (about two minutes of one core, on a clean clone)
 * while the unit tests run; resolves with its exit code. Without it the browser tests spent
 * their first minutes generating it, one core busy and their workers waiting.
 */
let e2eData = Promise.resolve(0);
function prepareE2eData() {
  const started = Date.now();
  return run([
    process.execPath,
    '--import',
    'tsx',
    'packages/web/e2e/harness/prepare-cache.ts',
  ]).then((code) => {
    console.log(
      `■ e2e demo data: ${seconds(Date.now() - started).trim()} s${code ? ` (exit ${code})` : ''}`,
    );
    return code;
  });
}

const STAGES = fast
  ? [
      ['checks (eslint | tsc -b, prettier, cycles, three)', checks],
      [
        'unit and route tests (PGlite, no *.slow.test.ts)',
        // Without TEST_DATABASE_URL the store tests run on PGlite only.
        () => vitest(['--project', 'unit'], { TEST_DATABASE_URL: '' }),
      ],
    ]
  : [
      ['checks (eslint | tsc -b, prettier, cycles, three)', checks],
      ['web build', () => run([process.execPath, 'scripts/build-web.mjs'])],
      [
        'unit, route and slow tests (the e2e demo data generated beside them)',
        () => {
          e2eData = prepareE2eData();
          return vitest([]);
        },
      ],
      [
        'browser tests (e2e)',
        async () => (await e2eData) || vitest(['-c', 'packages/web/vitest.e2e.config.ts']),
      ],
    ];

const seconds = (ms) => (ms / 1000).toFixed(0).padStart(5);
const times = [];
const started = Date.now();
let failed = 0;
for (const [name, stage] of STAGES) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const code = await stage();
  times.push([name, Date.now() - t0, code]);
  console.log(`■ ${name}: ${seconds(Date.now() - t0).trim()} s${code ? ` (exit ${code})` : ''}`);
  if (code !== 0) {
    failed = code;
    break;
  }
}
console.log(`\n${fast ? 'test:fast' : 'npm test'} stage times (s):`);
for (const [name, ms, code] of times)
  console.log(`${seconds(ms)}  ${name}${code ? '  FAILED' : ''}`);
console.log(`${seconds(Date.now() - started)}  total`);
// A failed unit stage ends the run: the demo data generation beside it finishes first, so no
// process is left behind.
await e2eData;
process.exit(failed);
