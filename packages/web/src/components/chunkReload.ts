/**
 * After a redeploy, a page opened before it asks for script chunks that no longer exist (their
 * names carry the old build's hashes). Such a failure reloads the page once, which brings the
 * new build, instead of leaving a white screen; a second failure within a minute does not
 * reload again (the error page shows), so a chunk that is really missing cannot loop.
 */
const RELOADED_AT_KEY = 'chunkReloadAt';
const AGAIN_AFTER_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

/** Whether `error` is a script or stylesheet chunk that did not load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

/** Reloads the page unless it did so within the last minute; returns whether it reloads. */
export function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < AGAIN_AFTER_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    return false; // without storage a reload could not know it was the second
  }
  location.reload();
  return true;
}

/**
 * Vite's preloads of a lazy chunk's imports fail first: reload instead of letting the import
 * fail (`vite:preloadError`, prevented when we reload). Called once at start.
 */
export function watchChunkErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
