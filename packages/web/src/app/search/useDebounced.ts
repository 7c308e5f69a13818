import { useEffect, useState } from 'react';

/** Search debounce (spec 02 s.9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, updated only after it has stayed the same for `ms`. */
export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
