/**
 * The note under the results when a query matched only in other languages than the UI's:
 * which languages to name, and their names as the UI language writes them.
 */

/**
 * The languages to name when no hit matched the query in the UI language nor in
 * language-neutral text (a brand name, an article number): those the hits matched in, in the
 * server's order (most preferred first). None otherwise: the results then speak for
 * themselves.
 */
export function otherMatchedLanguages(
  matched: readonly string[] | undefined,
  uiLanguage: string,
): string[] {
  if (!matched?.length || matched.includes(uiLanguage) || matched.includes('')) return [];
  return [...matched];
}

/** Language names in the UI language, joined as it joins a list ("German and Dutch"). */
export function languageList(codes: readonly string[], uiLanguage: string): string {
  const names = new Intl.DisplayNames([uiLanguage, 'en'], { type: 'language' });
  const list = new Intl.ListFormat([uiLanguage, 'en'], { type: 'conjunction' });
  return list.format(codes.map((code) => names.of(code) ?? code));
}
