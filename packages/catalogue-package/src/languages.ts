/**
 * Which language codes name a real language: a package may bring texts in languages the
 * catalogue does not show ("ja"), but not codes that name none ("xx", "english").
 */
const names = new Intl.DisplayNames('en', { type: 'language', fallback: 'none' });

/** The language's English name ("ja": Japanese); undefined for codes that name none. */
export function languageName(code: string): string | undefined {
  try {
    return names.of(code);
  } catch {
    return undefined; // Not even shaped like a language code.
  }
}
