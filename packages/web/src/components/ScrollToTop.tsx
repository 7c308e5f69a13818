/**
 * The scroll-to-top button (spec 02 s.2, s.9): shows once the page is scrolled past 600px
 * and hides 3 s after scrolling stops, so it never sits over content for long. It joins the
 * page the first time it shows, so the first render does without it, and its code (MUI's Fab
 * and Zoom) loads then too: the first results do not wait for it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';

const ScrollTopButton = lazy(() => import('./ScrollTopButton'));

export const SCROLL_TOP_THRESHOLD = 600;
export const SCROLL_TOP_HIDE_MS = 3000;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const [used, setUsed] = useState(false);
  if (visible && !used) setUsed(true);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(false), SCROLL_TOP_HIDE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ScrollTopButton visible={visible} />
    </Suspense>
  );
}
