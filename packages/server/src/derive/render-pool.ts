/**
 * Image renders (sharp, libvips) run in child processes, one render at a time each, with a
 * deadline. A render cannot be stopped inside the server's own process: libvips works on
 * libuv's threads, and ending a worker thread does not stop them; a process can be ended. A
 * render past its deadline ends its process (the next render starts a new one, in about a
 * second) and answers 422 saying the file takes too long to render. Processes stay for the
 * next render and do not keep the server from exiting; one whose server is gone exits. Once
 * renders are asked for, one spare process is kept loaded beside those rendering (`renders`
 * of them at most), so a render never waits for a process to load after the first: not after
 * a process was ended at its deadline either.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { renderTooSlow, rendererUnavailable, unprocessable } from '../errors';
import type { RenderJob, RenderReply } from './render-jobs';

const BOOT = new URL('./render-boot.mjs', import.meta.url);
const ENTRY = new URL('./render-process.ts', import.meta.url).href;
/** A process loads in about a second; one that does not within this is given up. */
const START_TIMEOUT_MS = 60_000;

export interface RenderPool {
  /** Runs a job in a free process (the render queue keeps them to the pool's size). */
  run(job: RenderJob): Promise<void>;
  /** Renders ended at their deadline since start. */
  readonly overdue: number;
}

export function createRenderPool(deadlineMs: number, renders: number): RenderPool {
  const idle: ChildProcess[] = [];
  /** Processes started and not exited (loading, idle or rendering). */
  let live = 0;
  let nextId = 1;
  let overdue = 0;

  /** A new process, once it has loaded (its loading is not counted against a render). */
  function start(): Promise<ChildProcess> {
    const child = fork(BOOT, [ENTRY], {
      serialization: 'advanced',
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    live++;
    // Whenever it exits: no longer counted, nor handed out again.
    child.once('exit', () => {
      live--;
      const at = idle.indexOf(child);
      if (at >= 0) idle.splice(at, 1);
    });
    return new Promise((resolve, reject) => {
      const failed = () => {
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(rendererUnavailable());
      };
      const timer = setTimeout(failed, START_TIMEOUT_MS);
      child.once('exit', failed);
      child.once('message', () => {
        clearTimeout(timer);
        child.off('exit', failed);
        resolve(child);
      });
    });
  }

  /** An idle process neither keeps the server running nor is kept when it dies. */
  function park(child: ChildProcess) {
    child.unref();
    child.channel?.unref();
    idle.push(child);
  }

  /** One more process loaded in the background, unless one is idle or loading already. */
  function startSpare() {
    if (idle.length > 0 || live > renders) return;
    start().then(park, () => undefined);
  }

  return {
    async run(job) {
      const child = idle.pop() ?? (await start());
      startSpare();
      child.ref();
      child.channel?.ref();
      const id = nextId++;
      return new Promise<void>((resolve, reject) => {
        const settle = (error?: Error) => {
          clearTimeout(timer);
          child.off('message', onMessage);
          child.off('exit', onExit);
          if (error) reject(error);
          else resolve();
        };
        const onMessage = (reply: RenderReply) => {
          if (reply.id !== id) return;
          settle(
            reply.error === undefined
              ? undefined
              : unprocessable('The image cannot be scaled: it is damaged or cut off'),
          );
          park(child);
        };
        const onExit = () =>
          settle(
            unprocessable('The image cannot be rendered: its renderer stopped (out of memory)'),
          );
        const timer = setTimeout(() => {
          overdue++;
          child.kill('SIGKILL');
          settle(renderTooSlow(Math.round(deadlineMs / 1000)));
        }, deadlineMs);
        child.on('message', onMessage);
        child.once('exit', onExit);
        child.send({ id, job });
      });
    },
    get overdue() {
      return overdue;
    },
  };
}
