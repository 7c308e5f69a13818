/**
 * The unit project's files share a worker (vitest.config.ts, isolate: false), so a file must
 * not leave browser globals behind: with a `window` left over, the next file's libraries take
 * Node for a browser (PGlite then calls window.encodeURIComponent). This fails the file that
 * leaves one. Stub with `vi.stubGlobal` and undo it with `vi.unstubAllGlobals` in an afterAll.
 */
import { afterAll, expect } from 'vitest';

const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage'] as const;
const before = new Map(BROWSER_GLOBALS.map((name) => [name, Reflect.get(globalThis, name)]));

afterAll(() => {
  const left = BROWSER_GLOBALS.filter((name) => Reflect.get(globalThis, name) !== before.get(name));
  expect(left, 'browser globals this file left set').toEqual([]);
});
