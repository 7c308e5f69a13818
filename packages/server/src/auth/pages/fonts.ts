/**
 * Open Sans for the provider's pages, so they set type as the app does (the app bundles the
 * same @fontsource files): the regular, semibold and bold faces in the subsets the 14
 * languages need (latin, latin-ext, cyrillic, cyrillic-ext), served by our server under
 * `{AUTH_BASE_PATH}/fonts/` (the pages load nothing from elsewhere).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const WEIGHTS = [400, 600, 700] as const;
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'];
const FILE = /^open-sans-([a-z-]+)-(400|600|700)-normal\.woff2$/;
/** A rule of a served subset (fontsource heads each rule with its name in a comment). */
const RULE = new RegExp(`^/\\* open-sans-(${SUBSETS.join('|')})-\\d+-normal \\*/`);

const dir = path.dirname(require.resolve('@fontsource/open-sans/400.css'));

/** The @font-face rules of the faces served, pointing at `base`/fonts/. */
export function fontFaces(base: string): string {
  return WEIGHTS.map((weight) => readFileSync(path.join(dir, `${weight}.css`), 'utf8'))
    .join('\n')
    .split(/(?=\/\* open-sans-)/)
    .filter((rule) => RULE.test(rule))
    .map((rule) =>
      rule
        .replace(/\/\*.*?\*\//, '')
        .replace(
          /url\(\.\/files\/([\w-]+\.woff2)\) format\('woff2'\)(, url\([^)]*\) format\('woff'\))?/,
          `url(${base}/fonts/$1) format('woff2')`,
        )
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .join('');
}

/** The file of a face this server serves, or none. */
export function fontFile(name: string): string | undefined {
  const match = FILE.exec(name);
  if (!match || !SUBSETS.includes(match[1]!)) return undefined;
  return path.join(dir, 'files', name);
}
