/**
 * Numbers in the UI language. `n.toLocaleString(locale)` builds a new formatter (and may
 * load the locale's data) on every call: a result text rendered a few times cost 15-20 ms of
 * a page's first render, a facet list one formatter per count. Formatters are kept here,
 * one per language and options.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatNumber(
  value: number,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format.format(value);
}
