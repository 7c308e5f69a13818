/**
 * The demo's product information for one brand, through the real generator: every model
 * with egr_pim article data gets datasheets and assembly instructions as real PDFs in five
 * languages, its renders as photos, care instructions and the brand's sales contact.
 */
import type { Model } from '@vitrine/contracts';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from '../catalogue/generate';
import { memorySink } from '../memory-sink';
import { pimPdf } from './documents';
import { PIM_LANGUAGES } from './texts';

describe('demo product information', () => {
  const { sink, files, items: stored, pim: items } = memorySink({ withPim: true });
  let models: Model[] = [];
  let summary: Awaited<ReturnType<typeof generateDemoCatalogue>>;

  beforeAll(async () => {
    summary = await generateDemoCatalogue(sink, { brands: ['holzwerk'], workers: 2 });
    models = (stored.model ?? []) as Model[];
  }, 300_000);

  const articleOf = (model: Model) => {
    const payload = model.references.find((r) => r.category === 'egr_pim')?.payload;
    return payload ? (JSON.parse(payload) as { manufacturerId: string; artNo: string }) : undefined;
  };

  it('gives every model with article data its items, and no other model any', () => {
    const withArticle = models.filter(articleOf);
    expect(withArticle.length).toBeGreaterThan(5);
    expect(summary.productInformation).toBe(items.length);
    const artNos = new Set(items.map((i) => i.artNo));
    expect(artNos).toEqual(new Set(withArticle.map((m) => articleOf(m)!.artNo)));
    for (const model of withArticle) {
      const own = items.filter((i) => i.artNo === articleOf(model)!.artNo);
      const count = (category: string) => own.filter((i) => i.category === category).length;
      expect(count('datasheets')).toBe(PIM_LANGUAGES.length);
      expect(count('assembly_instructions')).toBe(PIM_LANGUAGES.length);
      expect(count('care_instructions')).toBe(PIM_LANGUAGES.length);
      expect(count('contacts')).toBe(1);
      const photos = own.filter((i) => i.category === 'images');
      expect(photos.length).toBeGreaterThanOrEqual(1);
      // Its own render comes first.
      expect(photos.find((p) => p.position === 0)!.dataportId).toBe(model.images[0]!.dataport);
    }
    expect(new Set(items.map((i) => i.key)).size).toBe(items.length);
  });

  it('makes datasheets and instructions real PDFs in their language, sizes as stored', async () => {
    const documents = items.filter((i) => i.contentType === 'document');
    const seen = new Set<string>();
    for (const item of documents) {
      const file = files.get(item.dataportId!)!;
      expect(file.mediaType).toBe('application/pdf');
      expect(item.size).toBe(file.bytes.length);
      if (seen.has(item.dataportId!)) continue;
      seen.add(item.dataportId!);
      expect(Buffer.from(file.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      const pdf = await PDFDocument.load(file.bytes);
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getAuthor()).toBe('Holzwerk Lindner');
    }
    const german = documents.find((i) => i.language === 'de' && i.category === 'datasheets')!;
    const pdf = await PDFDocument.load(files.get(german.dataportId!)!.bytes);
    expect(pdf.getTitle()).toMatch(/^Datenblatt – Kollektion /);
    expect(german.name).toMatch(/^Datenblatt – Kollektion /);
  });

  it('writes care instructions and a reachable sales contact with a photo', () => {
    const care = items.find((i) => i.category === 'care_instructions' && i.language === 'fr')!;
    expect(care.contentType).toBe('text');
    expect(care.text!.length).toBeGreaterThan(60);
    const contact = items.find((i) => i.category === 'contacts')!;
    expect(contact.contact).toMatchObject({
      name: 'Jonas Becker',
      email: 'jonas.sales@holzwerk.example',
      phone: expect.stringMatching(/^\+49 89 \d{3} \d{4}$/),
      web: 'https://www.holzwerk.example/contact',
    });
    const photo = files.get(contact.contact!.photoDataportId!)!;
    expect(photo.mediaType).toBe('image/jpeg');
    expect(photo.bytes[0]).toBe(0xff);
  });

  it('draws names the standard fonts lack without their diacritics, keeping the metadata', async () => {
    const photo = [...files.values()].find((f) => f.mediaType === 'image/jpeg')!.bytes;
    const bytes = await pimPdf({
      kind: 'datasheet',
      title: 'Datasheet',
      product: 'Kolekcja Wisła',
      brand: 'Wisła Şahin',
      colour: '#336699',
      image: photo,
      lines: [{ label: 'Made in', value: 'Kraków, Łódź, Иваново' }],
      footer: 'wisla.example',
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getAuthor()).toBe('Wisła Şahin');
    expect(pdf.getTitle()).toBe('Datasheet – Kolekcja Wisła');
  });
});
