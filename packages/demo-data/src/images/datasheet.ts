/** A one-page PDF datasheet per brand: what a real catalogue links as "Datasheet". */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';

const require = createRequire(import.meta.url);
const fontBytes = (weight: 400 | 700) =>
  readFileSync(
    require.resolve(`@fontsource/open-sans/files/open-sans-latin-ext-${weight}-normal.woff`),
  );

export interface DatasheetInput {
  title: string;
  brand: string;
  lines: Array<{ label: string; value: string }>;
  image: Uint8Array;
}

export async function datasheetPdf(input: DatasheetInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(input.title);
  pdf.setAuthor(input.brand);
  pdf.setCreationDate(new Date(Date.UTC(2025, 0, 15)));
  pdf.setModificationDate(new Date(Date.UTC(2025, 0, 15)));
  const regular = await pdf.embedFont(fontBytes(400), { subset: true });
  const bold = await pdf.embedFont(fontBytes(700), { subset: true });
  const page = pdf.addPage([595, 842]);
  page.drawText(input.brand, { x: 50, y: 780, size: 26, font: bold, color: rgb(0.18, 0.49, 0.2) });
  page.drawText(input.title, { x: 50, y: 750, size: 14, font: regular });
  const image = await pdf.embedJpg(input.image);
  const scale = 495 / image.width;
  page.drawImage(image, {
    x: 50,
    y: 720 - image.height * scale,
    width: 495,
    height: image.height * scale,
  });
  let y = 720 - image.height * scale - 40;
  for (const line of input.lines) {
    page.drawText(line.label, { x: 50, y, size: 11, font: bold });
    page.drawText(line.value, { x: 220, y, size: 11, font: regular });
    y -= 20;
  }
  return pdf.save({ useObjectStreams: true });
}
