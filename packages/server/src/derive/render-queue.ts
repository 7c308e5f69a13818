/**
 * Image renders take turns, a few at a time (as many as there are render processes,
 * render-pool.ts): six 4096-pixel renders at once once made a plain download wait 18 s. A full
 * waiting line answers 503 with Retry-After at once instead of piling up, and no one source
 * file or client may hold more than a quarter of the line (running and waiting), so one
 * costly image, or one client asking for many, cannot keep everyone else's images waiting
 * (docs/FILES.md, "Limits and bad input").
 */
import { ApiFailure, renderBusy } from '../errors';

/** Seconds a client is told to wait when the line is full. */
export const RETRY_AFTER_SECONDS = 5;

/** Whose render it is: the file's bytes and the client (its address). */
export interface RenderOwner {
  source: string;
  client?: string;
}

export interface RenderQueue {
  /** Runs `render` when a place is free; rejects with 503 `_503_busy` when the line is full. */
  run<T>(render: () => Promise<T>, owner?: RenderOwner): Promise<T>;
  /** Renders running and waiting now. */
  readonly active: number;
  readonly waiting: number;
  /** Places of the line (running and waiting) one source or one client may hold. */
  readonly share: number;
}

export function createRenderQueue(concurrency: number, depth: number): RenderQueue {
  let active = 0;
  const line: Array<() => void> = [];
  const share = Math.max(1, Math.ceil((concurrency + depth) / 4));
  const held = new Map<string, number>();
  const keysOf = (owner: RenderOwner | undefined) =>
    owner ? [`source:${owner.source}`, ...(owner.client ? [`client:${owner.client}`] : [])] : [];

  function hold(keys: string[]) {
    for (const key of keys) {
      if ((held.get(key) ?? 0) < share) continue;
      throw key.startsWith('source:')
        ? new ApiFailure(
            503,
            '_503_busy',
            `This image is being rendered in ${share} sizes already: try again in ${RETRY_AFTER_SECONDS} s`,
          )
        : new ApiFailure(
            503,
            '_503_busy',
            `You have ${share} images being rendered already: try again in ${RETRY_AFTER_SECONDS} s`,
          );
    }
    for (const key of keys) held.set(key, (held.get(key) ?? 0) + 1);
  }
  function release(keys: string[]) {
    for (const key of keys) {
      const left = (held.get(key) ?? 1) - 1;
      if (left > 0) held.set(key, left);
      else held.delete(key);
    }
  }

  return {
    async run<T>(render: () => Promise<T>, owner?: RenderOwner): Promise<T> {
      const keys = keysOf(owner);
      if (active >= concurrency && line.length >= depth) throw renderBusy(RETRY_AFTER_SECONDS);
      hold(keys);
      try {
        if (active >= concurrency) {
          // The place is handed over by the render that ends: `active` stays counted.
          await new Promise<void>((resolve) => line.push(resolve));
        } else active++;
        try {
          return await render();
        } finally {
          if (line.length > 0) line.shift()!();
          else active--;
        }
      } finally {
        release(keys);
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
    share,
  };
}
