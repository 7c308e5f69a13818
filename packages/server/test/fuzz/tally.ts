/**
 * What a fuzz run saw: requests and answers counted, failures grouped by operation, input
 * class and kind of problem (with one example each, to replay), and where the time went.
 */
import type { Answer } from './checks';
import type { FuzzCase } from './requests';

interface Failure {
  count: number;
  example: FuzzCase;
  answer: string;
}

const count = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

export class Tally {
  sent = 0;
  generatingMs = 0;
  private readonly statuses = new Map<number, number>();
  private readonly perOperation = new Map<string, number>();
  /** Milliseconds spent per operation and input class. */
  private readonly spent = new Map<string, number>();
  private readonly failed = new Map<string, Failure>();
  /** The slowest answers, slowest first. */
  private readonly slowest: Array<{ ms: number; what: string }> = [];

  constructor(
    private readonly seed: number,
    private readonly operations: string[],
  ) {}

  add(c: FuzzCase, answer: Answer, problem: string | undefined) {
    this.sent++;
    count(this.statuses, answer.status);
    count(this.perOperation, c.operation);
    const where = `${c.operation} [${c.inputClass}]`;
    count(this.spent, where, answer.ms);
    if (this.slowest.length < 5 || answer.ms > this.slowest.at(-1)!.ms) {
      const what = `${where} ${c.request.url.slice(0, 120)} -> ${answer.status}`;
      this.slowest.push({ ms: answer.ms, what });
      this.slowest.sort((a, b) => b.ms - a.ms).splice(5);
    }
    if (!problem) return;
    const key = `${where} ${problem.replace(/\d+ ms/, 'too slow')}`;
    const seen = this.failed.get(key);
    if (seen) seen.count++;
    else this.failed.set(key, { count: 1, example: c, answer: answer.body.slice(0, 300) });
  }

  /** Operations of the document no request went to. */
  unsent() {
    return this.operations.filter((o) => !this.perOperation.has(o));
  }

  failures(): string[] {
    return [...this.failed].map(
      ([key, f]) =>
        `${key} (x${f.count})\n    ${f.example.request.method} ${f.example.request.url.slice(0, 200)}\n` +
        `    payload: ${describePayload(f.example.request.payload)}\n    answer: ${f.answer}`,
    );
  }

  /** `cpuSeconds`: this process's CPU time, which says how busy the machine was besides. */
  summary(seconds: number, cpuSeconds: number): string {
    const top = [...this.spent].sort(([, a], [, b]) => b - a).slice(0, 8);
    return [
      `fuzz: seed ${this.seed}: ${this.sent} requests in ${seconds.toFixed(1)} s ` +
        `(${(this.sent / seconds).toFixed(0)}/s; ${(this.generatingMs / 1000).toFixed(1)} s of it generating; ` +
        `${cpuSeconds.toFixed(1)} s of CPU) ` +
        `over ${this.operations.length} operations`,
      `  slowest: ${this.slowest.map((s) => `${Math.round(s.ms)} ms ${s.what}`).join('; ')}`,
      `  answers: ${[...this.statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s} x${n}`)
        .join(', ')}`,
      `  most time: ${top.map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`).join('; ')}`,
    ].join('\n');
  }
}

function describePayload(payload: unknown): string {
  const text = Buffer.isBuffer(payload)
    ? payload.toString('latin1')
    : typeof payload === 'string'
      ? payload
      : (JSON.stringify(payload) ?? '');
  return JSON.stringify(
    text.length > 3000 ? `${text.slice(0, 3000)}... (${text.length} chars)` : text,
  );
}
