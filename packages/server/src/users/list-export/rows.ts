/**
 * A list item as an export row: the catalogue's product sheet (brand, title, article number,
 * dimensions in the user's number format, colour, material, image), the owner's note and
 * quantity; and the images of the PDF's sheets, read from the file service's cache.
 */
import type { Measure, ProductSheet, SheetImages } from '../users.types';
import type { ExportRow } from './table';

/** What a sheet's image is made at: fitted into 480 × 480 pixels, as JPEG. */
const SHEET_IMAGE = { w: '480', h: '480', t: 'fit,jpg' } as const;
/** A scaled image larger than this is not drawn (it cannot be at 480 px, but bytes are checked). */
const SHEET_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

const numberFormats = new Map<string, Intl.NumberFormat>();
function measureIn(measure: Measure | undefined, lang: string) {
  if (!measure) return '';
  const number = Number(measure.value);
  if (!Number.isFinite(number) || measure.value.trim() === '')
    return [measure.value, measure.unit].filter(Boolean).join(' ');
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang)));
  return [format.format(number), measure.unit].filter(Boolean).join(' ');
}

export function exportRowOf(
  item: { kind: ExportRow['kind']; id: string; name: string },
  sheet: ProductSheet | undefined,
  detail: { note: string; quantity: number } | undefined,
  lang: string,
  link: string,
): ExportRow {
  return {
    kind: item.kind,
    brand: sheet?.brand ?? '',
    title: sheet?.title ?? (item.name || item.id),
    articleNumber: sheet?.articleNumber ?? '',
    width: measureIn(sheet?.width, lang),
    height: measureIn(sheet?.height, lang),
    depth: measureIn(sheet?.depth, lang),
    colour: sheet?.colour ?? '',
    material: sheet?.material ?? '',
    note: detail?.note ?? '',
    quantity: detail?.quantity ?? 1,
    link,
    ...(sheet?.image ? { image: sheet.image } : {}),
  };
}

/**
 * Reads a sheet's image: the stored image scaled by imagine (made once, then served from the
 * derived cache), never fetched from outside. An image that cannot be made (gone, not an
 * image, the render line full) leaves its sheet without one.
 */
export function sheetImageReader(images: SheetImages) {
  return async (dataport: string): Promise<Buffer | undefined> => {
    try {
      const { file } = await images.imagine(dataport, SHEET_IMAGE);
      if (file.size > SHEET_IMAGE_MAX_BYTES) return undefined;
      if (file.bytes) return file.bytes;
      return await (await file.open())?.bytes();
    } catch {
      return undefined;
    }
  };
}
