/**
 * A Fastify hello world in a process of its own, measured with autocannon: what this machine
 * serves at this moment, so that figures from a loaded and a quiet run can be compared. The
 * benchmarks print it beside their own figures (docs/PERFORMANCE.md).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../../../test-support/net';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function measureReference(connections: number, duration: number) {
  const helloPort = await freePort();
  const script = `const app = require('fastify')(); app.get('/', async () => ({ hello: 'world' }));
    app.listen({ port: ${helloPort}, host: '127.0.0.1' }).then(() => console.log('listening'));`;
  const child = spawn(process.execPath, ['-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('listening')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`hello world exited with ${code}`)));
    });
    const result = await autocannon({
      url: `http://127.0.0.1:${helloPort}/`,
      connections,
      duration,
    });
    return {
      label: 'Fastify hello world (reference, same run)',
      p50: result.latency.p50,
      p95: result.latency.p97_5,
      p99: result.latency.p99,
      rps: result.requests.average,
      errors: result.errors + result.non2xx,
    };
  } finally {
    child.kill('SIGTERM');
  }
}
