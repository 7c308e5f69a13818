/** A date as the reader writes it (e.g. 'Nov 26, 2026' in English). */
export function formatDate(epochMillis: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(epochMillis);
}
