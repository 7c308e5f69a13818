/**
 * `npm run bench:start`: how long `npm start` takes to be ready, on a fresh data folder
 * (demo generation included) and again on the same folder (data kept). Prints a table for
 * docs/PERFORMANCE.md. Options: --keep (leave the data folder), --runs N (later starts).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, totalmem, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const args = process.argv.slice(2);
const laterRuns = Number(args[args.indexOf('--runs') + 1]) || 3;
const port = 18000 + Math.floor(Math.random() * 1000);

interface Run {
  seconds: number;
  summary: string;
}

/** Runs `npm start` until /healthz answers, then stops it with SIGTERM. */
async function timeStart(dataDir: string, emptySh3fDir: string): Promise<Run> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SH3F_DIR: emptySh3fDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let seconds = NaN;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      seconds = (performance.now() - started) / 1000;
      break;
    }
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  const summary = /Demo catalogue ready in .*/.exec(output)?.[0] ?? '';
  return { seconds, summary };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-bench-'));
const emptySh3fDir = await mkdtemp(path.join(tmpdir(), 'vitrine-no-sh3f-'));
try {
  console.log(`data folder ${dataDir}, port ${port}`);
  const first = await timeStart(dataDir, emptySh3fDir);
  console.log(`first start: ${first.seconds.toFixed(1)} s  (${first.summary})`);
  const later: number[] = [];
  for (let i = 0; i < laterRuns; i++) {
    later.push((await timeStart(dataDir, emptySh3fDir)).seconds);
    console.log(`later start ${i + 1}: ${later[i]!.toFixed(1)} s`);
  }
  later.sort((a, b) => a - b);
  const cpu = cpus();
  console.log(
    `\nMachine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
  );
  console.log('| start | ready after (s) | target |');
  console.log('|---|---:|---:|');
  console.log(`| first (fresh ./data, demo generated) | ${first.seconds.toFixed(1)} | 90 |`);
  console.log(
    `| later (data kept), median of ${later.length} | ${later[later.length >> 1]!.toFixed(1)} | 5 |`,
  );
  console.log(`\n${first.summary}`);
} finally {
  if (!args.includes('--keep')) await rm(dataDir, { recursive: true, force: true });
  await rm(emptySh3fDir, { recursive: true, force: true });
}
