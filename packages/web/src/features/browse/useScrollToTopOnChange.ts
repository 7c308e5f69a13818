import { useEffect, useRef } from 'react';

/**
 * New results start at the top: when the search or the filters change (not on the first
 * render, so a reload or back/forward keeps the browser's scroll restoration).
 */
export function useScrollToTopOnChange(key: string): void {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  }, [key]);
}
