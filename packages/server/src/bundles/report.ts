/**
 * REPORT.txt, the last entry of every list download: how many files went in, and each one
 * that could not, with why. In the language the client asked for (the visitor's).
 */
import type { BundleFailure } from '@vitrine/contracts';

interface ReportTexts {
  complete: (count: number) => string;
  partial: (included: number, total: number) => string;
  missing: string;
  conversionFailed: string;
  fileMissing: string;
  /** An entry left out because the zip was full (BUNDLE_LIMIT_MB), the limit as `4 GB`. */
  zipFull: (limit: string) => string;
  /** Megabytes and gigabytes as the language writes them. */
  units?: [string, string];
}

const TEXTS: Record<string, ReportTexts> = {
  en: {
    complete: (n) => `All ${n} files are in this zip.`,
    partial: (i, t) => `${i} of ${t} items are in this zip.`,
    missing: 'These could not be included:',
    conversionFailed: 'could not be converted',
    fileMissing: 'the file no longer exists',
    zipFull: (limit) => `the zip had reached its ${limit} limit`,
  },
  de: {
    complete: (n) => `Alle ${n} Dateien sind in diesem ZIP-Archiv.`,
    partial: (i, t) => `${i} von ${t} Elementen sind in diesem ZIP-Archiv.`,
    missing: 'Folgende Elemente konnten nicht aufgenommen werden:',
    conversionFailed: 'konnte nicht konvertiert werden',
    fileMissing: 'die Datei existiert nicht mehr',
    zipFull: (limit) => `das ZIP-Archiv hatte seine Grenze von ${limit} erreicht`,
  },
  cs: {
    complete: (n) => `Všech ${n} souborů je v tomto archivu ZIP.`,
    partial: (i, t) => `V tomto archivu ZIP je ${i} z ${t} položek.`,
    missing: 'Tyto položky nebylo možné zahrnout:',
    conversionFailed: 'nepodařilo se převést',
    fileMissing: 'soubor již neexistuje',
    zipFull: (limit) => `archiv ZIP dosáhl svého limitu ${limit}`,
  },
  da: {
    complete: (n) => `Alle ${n} filer er i denne zip-fil.`,
    partial: (i, t) => `${i} af ${t} elementer er i denne zip-fil.`,
    missing: 'Disse kunne ikke komme med:',
    conversionFailed: 'kunne ikke konverteres',
    fileMissing: 'filen findes ikke længere',
    zipFull: (limit) => `zip-filen havde nået sin grænse på ${limit}`,
  },
  es: {
    complete: (n) => `Los ${n} archivos están en este ZIP.`,
    partial: (i, t) => `${i} de ${t} elementos están en este ZIP.`,
    missing: 'No se pudieron incluir:',
    conversionFailed: 'no se pudo convertir',
    fileMissing: 'el archivo ya no existe',
    zipFull: (limit) => `el ZIP había alcanzado su límite de ${limit}`,
  },
  fr: {
    units: ['Mo', 'Go'],
    complete: (n) => `Les ${n} fichiers se trouvent dans ce ZIP.`,
    partial: (i, t) => `${i} éléments sur ${t} se trouvent dans ce ZIP.`,
    missing: "Les éléments suivants n'ont pas pu être inclus :",
    conversionFailed: "n'a pas pu être converti",
    fileMissing: "le fichier n'existe plus",
    zipFull: (limit) => `le ZIP avait atteint sa limite de ${limit}`,
  },
  it: {
    complete: (n) => `Tutti i ${n} file sono in questo ZIP.`,
    partial: (i, t) => `${i} elementi su ${t} sono in questo ZIP.`,
    missing: 'Non è stato possibile includere:',
    conversionFailed: 'non è stato possibile convertirlo',
    fileMissing: 'il file non esiste più',
    zipFull: (limit) => `lo ZIP aveva raggiunto il suo limite di ${limit}`,
  },
  nl: {
    complete: (n) => `Alle ${n} bestanden zitten in deze zip.`,
    partial: (i, t) => `${i} van ${t} items zitten in deze zip.`,
    missing: 'Deze konden niet worden opgenomen:',
    conversionFailed: 'kon niet worden geconverteerd',
    fileMissing: 'het bestand bestaat niet meer',
    zipFull: (limit) => `het zip-bestand had zijn limiet van ${limit} bereikt`,
  },
  pl: {
    complete: (n) => `Wszystkie pliki (${n}) są w tym archiwum ZIP.`,
    partial: (i, t) => `W tym archiwum ZIP jest ${i} z ${t} elementów.`,
    missing: 'Nie udało się dołączyć:',
    conversionFailed: 'nie udało się przekonwertować',
    fileMissing: 'plik już nie istnieje',
    zipFull: (limit) => `archiwum ZIP osiągnęło limit ${limit}`,
  },
  pt: {
    complete: (n) => `Os ${n} ficheiros estão neste ZIP.`,
    partial: (i, t) => `${i} de ${t} itens estão neste ZIP.`,
    missing: 'Não foi possível incluir:',
    conversionFailed: 'não foi possível converter',
    fileMissing: 'o ficheiro já não existe',
    zipFull: (limit) => `o ZIP tinha atingido o seu limite de ${limit}`,
  },
  ro: {
    complete: (n) => `Toate cele ${n} fișiere sunt în această arhivă ZIP.`,
    partial: (i, t) => `${i} din ${t} elemente sunt în această arhivă ZIP.`,
    missing: 'Următoarele nu au putut fi incluse:',
    conversionFailed: 'nu a putut fi convertit',
    fileMissing: 'fișierul nu mai există',
    zipFull: (limit) => `arhiva ZIP atinsese limita de ${limit}`,
  },
  ru: {
    units: ['МБ', 'ГБ'],
    complete: (n) => `Все файлы (${n}) находятся в этом ZIP-архиве.`,
    partial: (i, t) => `В этом ZIP-архиве ${i} из ${t} элементов.`,
    missing: 'Не удалось включить:',
    conversionFailed: 'не удалось преобразовать',
    fileMissing: 'файл больше не существует',
    zipFull: (limit) => `ZIP-архив достиг предела в ${limit}`,
  },
  sv: {
    complete: (n) => `Alla ${n} filer finns i den här zip-filen.`,
    partial: (i, t) => `${i} av ${t} objekt finns i den här zip-filen.`,
    missing: 'Dessa kunde inte tas med:',
    conversionFailed: 'kunde inte konverteras',
    fileMissing: 'filen finns inte längre',
    zipFull: (limit) => `zip-filen hade nått sin gräns på ${limit}`,
  },
  tr: {
    complete: (n) => `${n} dosyanın tümü bu ZIP arşivinde.`,
    partial: (i, t) => `${t} öğeden ${i} tanesi bu ZIP arşivinde.`,
    missing: 'Şunlar eklenemedi:',
    conversionFailed: 'dönüştürülemedi',
    fileMissing: 'dosya artık mevcut değil',
    zipFull: (limit) => `ZIP dosyası ${limit} sınırına ulaşmıştı`,
  },
};

export const reportTexts = (language: string | undefined): ReportTexts =>
  TEXTS[language ?? 'en'] ?? TEXTS.en!;

/** A size limit as the report writes it: whole gigabytes from 1 GB on, else megabytes. */
export function limitText(texts: ReportTexts, bytes: number): string {
  const [mb, gb] = texts.units ?? ['MB', 'GB'];
  return bytes >= 2 ** 30
    ? `${Math.round(bytes / 2 ** 30)} ${gb}`
    : `${Math.ceil(bytes / 2 ** 20)} ${mb}`;
}

/** The report's text; `total` counts the skipped items too. */
export function reportText(
  texts: ReportTexts,
  included: number,
  total: number,
  failed: readonly BundleFailure[],
): string {
  if (failed.length === 0) return `${texts.complete(included)}\r\n`;
  const lines = failed.map((f) => `- ${f.label}: ${f.reason}`);
  return [texts.partial(included, total), '', texts.missing, ...lines, ''].join('\r\n');
}
