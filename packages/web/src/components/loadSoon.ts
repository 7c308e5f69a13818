/**
 * For code a page does not need for its first results but should have at hand soon after:
 * `load` runs at the visitor's first interaction (pointer, touch, key), or when the browser
 * is idle a few seconds after the page has shown, whichever comes first. (Not at a focus: the
 * cookie dialog takes the focus as it opens on a first visit, which is no interaction, and
 * a keyboard user's first Tab is a keydown.)
 */
const INTERACTIONS = ['pointermove', 'pointerdown', 'keydown'] as const;
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
