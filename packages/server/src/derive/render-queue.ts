/**
 * Image renders (sharp, libvips) run on libuv's thread pool, the same four threads that read
 * files: six 4096-pixel renders at once made a plain download wait 18 s. So renders take
 * turns, a few at a time, and a full waiting line answers 503 with Retry-After at once instead
 * of piling up (docs/FILES.md, "Limits and bad input").
 */
import { renderBusy } from '../errors';

/** Seconds a client is told to wait when the line is full. */
export const RETRY_AFTER_SECONDS = 5;

export interface RenderQueue {
  /** Runs `render` when a place is free; rejects with 503 `_503_busy` when the line is full. */
  run<T>(render: () => Promise<T>): Promise<T>;
  /** Renders running and waiting now. */
  readonly active: number;
  readonly waiting: number;
}

export function createRenderQueue(concurrency: number, depth: number): RenderQueue {
  let active = 0;
  const line: Array<() => void> = [];

  return {
    async run<T>(render: () => Promise<T>): Promise<T> {
      if (active >= concurrency) {
        if (line.length >= depth) throw renderBusy(RETRY_AFTER_SECONDS);
        // The place is handed over by the render that ends: `active` stays counted.
        await new Promise<void>((resolve) => line.push(resolve));
      } else active++;
      try {
        return await render();
      } finally {
        if (line.length > 0) line.shift()!();
        else active--;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
  };
}
