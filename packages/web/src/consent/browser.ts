/**
 * The browser as an error report names it: its name and major version and the platform
 * ('Chrome 131 (Linux)'), read from the user agent string; never the whole string, which
 * would help to tell one visitor from others.
 */
const BROWSERS: Array<[string, RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

const PLATFORMS: Array<[string, RegExp]> = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
];

export function browserOf(userAgent: string): string {
  const browser = BROWSERS.map(
    ([name, pattern]) => [name, pattern.exec(userAgent)?.[1]] as const,
  ).find(([, version]) => version);
  const platform = PLATFORMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'other';
  return `${browser ? `${browser[0]} ${browser[1]}` : 'other'} (${platform})`;
}
