/**
 * For code a page does not need for its first results but should have at hand soon after:
 * `load` runs at the visitor's first interaction (pointer, touch, key), or when the browser
 * is idle a few seconds after the page has shown, whichever comes first.
 */
const INTERACTIONS = ['pointermove', 'pointerdown', 'keydown', 'focusin'] as const;
const IDLE_AFTER_MS = 4000;

/** Schedules `load` once; returns the function that cancels it. */
export function loadSoon(load: () => void): () => void {
  let done = false;
  const timer = setTimeout(() => {
    // Safari has no requestIdleCallback.
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
    else start();
  }, IDLE_AFTER_MS);
  function start() {
    if (done) return;
    stop();
    load();
  }
  function stop() {
    done = true;
    clearTimeout(timer);
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
  }
  for (const type of INTERACTIONS)
    window.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}
