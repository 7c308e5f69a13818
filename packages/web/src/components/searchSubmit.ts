/**
 * Enter in the search bar, for pages that act on it (the brand list opens its only result,
 * spec 02 s.2). The search bar emits; a page subscribes while mounted. Added by the brands
 * feature as a small file beside the shell's search bar.
 */
import { useEffect, useRef } from 'react';

type Handler = (query: string) => void;
const handlers = new Set<Handler>();

/** Called by the search bar when the visitor presses Enter. */
export function emitSearchSubmit(query: string): void {
  for (const handler of handlers) handler(query);
}

/** Runs `handler` on each Enter in the search bar while the calling component is mounted. */
export function useOnSearchSubmit(handler: Handler): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const call: Handler = (query) => latest.current(query);
    handlers.add(call);
    return () => {
      handlers.delete(call);
    };
  }, []);
}
