/**
 * A list as a PDF (pdf-lib): a cover with the list's name, description, item count and total
 * quantity, then one product sheet per item. Open Sans (npm @fontsource/open-sans, embedded
 * and subset) in three files, Latin, Latin Extended (Turkish, Polish, Czech, Romanian) and
 * Cyrillic, each character drawn with the first file that holds it. A sheet shows the item's
 * image (scaled by the file service before it comes here), its brand, title, article number,
 * dimensions, colour, material, quantity, link and note. Embedding the fonts (their subsets)
 * holds a thread for a while, so the server runs this in a worker thread (pdf-worker.ts).
 */
import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setImmediate } from 'node:timers/promises';
import { PDFDocument, PDFString, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { ExportList } from './table';
import type { ExportTexts } from './texts';

const require = createRequire(import.meta.url);
const SUBSETS = ['latin', 'latin-ext', 'cyrillic'] as const;
const fontFile = (subset: string, weight: number) =>
  readFileSync(
    require.resolve(`@fontsource/open-sans/files/open-sans-${subset}-${weight}-normal.woff`),
  );
/** Read once: the font files are the same for every export. */
let fontBytes: { regular: Buffer[]; bold: Buffer[] } | undefined;

interface Face {
  fonts: PDFFont[];
  sets: Set<number>[];
}

async function faceOf(pdf: PDFDocument, files: Buffer[]): Promise<Face> {
  const fonts = await Promise.all(files.map((file) => pdf.embedFont(file, { subset: true })));
  return { fonts, sets: fonts.map((font) => new Set(font.getCharacterSet())) };
}

/** The text in runs of one font each; a character no file holds becomes '?'. */
function runsOf(face: Face, text: string) {
  const runs: { font: PDFFont; text: string }[] = [];
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0)!;
    let index = face.sets.findIndex((set) => set.has(code));
    const shown = index < 0 ? '?' : char;
    if (index < 0) index = 0;
    const last = runs.at(-1);
    if (last && last.font === face.fonts[index]) last.text += shown;
    else runs.push({ font: face.fonts[index]!, text: shown });
  }
  return runs;
}

const widthOf = (face: Face, text: string, size: number) =>
  runsOf(face, text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);

function drawLine(page: PDFPage, face: Face, text: string, x: number, y: number, size: number) {
  for (const run of runsOf(face, text)) {
    page.drawText(run.text, { x, y, size, font: run.font, color: rgb(0.13, 0.13, 0.13) });
    x += run.font.widthOfTextAtSize(run.text, size);
  }
}

/** Words wrapped to `width`, at most `maxLines` lines (the last one ends in an ellipsis). */
function wrap(face: Face, text: string, size: number, width: number, maxLines: number) {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (widthOf(face, next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]} …`;
  return kept;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/** The side of the square an item's image is fitted into, in points (about 7 cm). */
const IMAGE_BOX = 200;
/** Images being read at once, ahead of the sheet being drawn. */
const IMAGES_AHEAD = 3;

/** The image in the PDF: JPEG or PNG by its first bytes; anything else is left out. */
async function embedded(pdf: PDFDocument, bytes: Uint8Array | undefined) {
  if (!bytes) return undefined;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return await pdf.embedJpg(bytes);
    if (bytes[0] === 0x89 && bytes[1] === 0x50) return await pdf.embedPng(bytes);
  } catch {
    // A damaged image: the sheet goes without it.
  }
  return undefined;
}

/**
 * The PDF. `imageOf` reads an item's image (a dataport id) as JPEG or PNG, small enough for a
 * sheet; without it, or when it answers nothing, the sheet has no image.
 */
export async function pdfOf(
  list: ExportList,
  texts: ExportTexts,
  date: string,
  imageOf?: (dataport: string) => Promise<Uint8Array | undefined>,
) {
  fontBytes ??= {
    regular: SUBSETS.map((s) => fontFile(s, 400)),
    bold: SUBSETS.map((s) => fontFile(s, 700)),
  };
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(list.name || texts.items);
  const regular = await faceOf(pdf, fontBytes.regular);
  const bold = await faceOf(pdf, fontBytes.bold);
  const width = A4[0] - 2 * MARGIN;

  // The cover.
  const cover = pdf.addPage(A4);
  let y = A4[1] - MARGIN - 40;
  for (const line of wrap(bold, list.name, 26, width, 3)) {
    drawLine(cover, bold, line, MARGIN, y, 26);
    y -= 34;
  }
  y -= 8;
  for (const line of wrap(regular, list.description, 12, width, 20)) {
    drawLine(cover, regular, line, MARGIN, y, 12);
    y -= 17;
  }
  y -= 24;
  const total = list.rows.reduce((sum, row) => sum + row.quantity, 0);
  drawLine(cover, regular, `${texts.items}: ${list.rows.length}`, MARGIN, y, 13);
  drawLine(cover, regular, `${texts.totalQuantity}: ${total}`, MARGIN, y - 20, 13);
  drawLine(cover, regular, `${texts.exportedOn}: ${date}`, MARGIN, y - 40, 10);
  await setImmediate();

  // One sheet per item; images are read a few sheets ahead, in order.
  // An image several items share is embedded once.
  const images = new Map<string, Promise<PDFImage | undefined>>();
  const imageAt = (i: number) => {
    const dataport = list.rows[i]?.image;
    if (!imageOf || !dataport) return undefined;
    let image = images.get(dataport);
    if (!image)
      images.set(
        dataport,
        (image = imageOf(dataport).then(
          (bytes) => embedded(pdf, bytes),
          () => undefined,
        )),
      );
    return image;
  };
  for (const [i, row] of list.rows.entries()) {
    for (let next = i + 1; next < i + IMAGES_AHEAD; next++) void imageAt(next);
    const image = await imageAt(i);
    const page = pdf.addPage(A4);
    let at = A4[1] - MARGIN;
    drawLine(
      page,
      regular,
      `${texts.kinds[row.kind]}${row.brand ? ` · ${row.brand}` : ''}`,
      MARGIN,
      at,
      11,
    );
    at -= 34;
    for (const line of wrap(bold, row.title, 22, width, 3)) {
      drawLine(page, bold, line, MARGIN, at, 22);
      at -= 28;
    }
    at -= 12;
    // The image on the left, its fields beside it.
    const top = at;
    const scaled = image?.scaleToFit(IMAGE_BOX, IMAGE_BOX);
    if (image && scaled) {
      page.drawImage(image, {
        x: MARGIN + (IMAGE_BOX - scaled.width) / 2,
        y: top - scaled.height,
        ...scaled,
      });
    }
    const x = image ? MARGIN + IMAGE_BOX + 20 : MARGIN;
    const right = A4[0] - MARGIN - x;
    const labelWidth = 120;
    at = top - 11;
    const fields: [string, string][] = [
      [texts.articleNumber, row.articleNumber],
      [texts.width, row.width],
      [texts.height, row.height],
      [texts.depth, row.depth],
      [texts.colour, row.colour],
      [texts.material, row.material],
      [texts.quantity, String(row.quantity)],
    ];
    for (const [label, value] of fields) {
      if (!value) continue;
      drawLine(page, bold, label, x, at, 11);
      for (const line of wrap(regular, value, 11, right - labelWidth, 3)) {
        drawLine(page, regular, line, x + labelWidth, at, 11);
        at -= 16;
      }
      at -= 6;
    }
    at = Math.min(at, top - (scaled?.height ?? 0)) - 16;
    if (row.link) {
      drawLine(page, bold, texts.link, MARGIN, at, 11);
      at -= 16;
      const lines = wrap(regular, row.link, 9, width, 2);
      for (const line of lines) {
        drawLine(page, regular, line, MARGIN, at, 9);
        at -= 13;
      }
      page.node.set(
        pdf.context.obj('Annots'),
        pdf.context.obj([
          pdf.context.obj({
            Type: 'Annot',
            Subtype: 'Link',
            Rect: [MARGIN, at + 9, A4[0] - MARGIN, at + 13 * lines.length + 13],
            Border: [0, 0, 0],
            A: { Type: 'Action', S: 'URI', URI: PDFString.of(row.link) },
          }),
        ]),
      );
      at -= 10;
    }
    if (row.note) {
      drawLine(page, bold, texts.note, MARGIN, at, 11);
      at -= 18;
      for (const line of wrap(
        regular,
        row.note,
        11,
        width,
        Math.max(1, Math.floor((at - MARGIN) / 16)),
      )) {
        drawLine(page, regular, line, MARGIN, at, 11);
        at -= 16;
      }
    }
    await setImmediate();
  }
  return pdf.save({ objectsPerTick: 20 });
}
