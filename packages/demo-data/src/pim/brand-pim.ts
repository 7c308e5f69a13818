/**
 * A demo brand's product information, for every model that carries egr_pim article data:
 * a datasheet per series and assembly instructions per product kind (PDFs in each of
 * PIM_LANGUAGES, made on a worker), the product's renders as photos, care instructions for
 * its main material, and the brand's sales contact. Files go to the sink first, then the items.
 */
import type { Model, PimItemInput } from '@vitrine/contracts';
import type { BrandSpec } from '../catalogue/brands';
import type { ProductPlan, SeriesPlan } from '../catalogue/plan';
import type { FileInput } from '../sink';
import { fill, VOCABULARIES } from '../vocab';
import type { PimPdfInput } from './documents';
import { salesContact } from './contact';
import { CARE_TEXTS, careGroupOf, PIM_LANGUAGES, PIM_WORDS, type PimLanguage } from './texts';

/** A rendered colourway as the generator keeps it: its model, stored preview and JPEG bytes. */
export interface PimColourway {
  model: Model;
  preview: string;
  previewBytes: Uint8Array;
}

export interface PimJob {
  type: 'pim';
  brand: BrandSpec;
  documents: PimPdfInput[];
}
export interface PimJobResult {
  pdfs: Uint8Array[];
  photo: Uint8Array;
}

export interface BrandPimTools {
  run(job: PimJob): Promise<PimJobResult>;
  put(files: FileInput[]): Promise<string[]>;
}

/** The render every preview is (the generator's PREVIEW size). */
const PHOTO_SIZE = { width: 587, height: 440 };

interface Article {
  manufacturerId: string;
  artNo: string;
}

function articleOf(model: Model): Article | undefined {
  const reference = model.references?.find((r) => r.category === 'egr_pim');
  if (!reference?.payload) return undefined;
  const { manufacturerId, artNo } = JSON.parse(reference.payload) as Partial<Article>;
  return manufacturerId && artNo ? { manufacturerId, artNo } : undefined;
}

const cm = (metres: number) => String(Math.round(metres * 100));
const productTitle = (language: PimLanguage, p: ProductPlan) =>
  fill(VOCABULARIES[language].productTitle, {
    series: p.series,
    kind: VOCABULARIES[language].kinds[p.kind].singular,
  });

/** Product information of one brand; nothing when none of its models carries article data. */
export async function brandProductInformation(
  brand: BrandSpec,
  series: SeriesPlan[],
  colourways: ReadonlyMap<string, PimColourway>,
  tools: BrandPimTools,
): Promise<PimItemInput[]> {
  const withArticle = series.flatMap((s) =>
    s.products.flatMap((product) =>
      product.colourways.flatMap((c) => {
        const rendered = colourways.get(c.id);
        const article = rendered && articleOf(rendered.model);
        return article && rendered ? [{ series: s, product, rendered, article }] : [];
      }),
    ),
  );
  if (withArticle.length === 0) return [];

  // The documents: one datasheet per series and one instruction per kind, in each language.
  const documents: PimPdfInput[] = [];
  const documentIndex = new Map<string, number>();
  const footer = `${brand.name} · www.${brand.key}.example`;
  const add = (key: string, input: PimPdfInput) => {
    if (documentIndex.has(key)) return;
    documentIndex.set(key, documents.length);
    documents.push(input);
  };
  for (const { series: s, product, rendered } of withArticle) {
    for (const language of PIM_LANGUAGES) {
      const v = VOCABULARIES[language];
      const words = PIM_WORDS[language];
      add(`sheet:${s.id}:${language}`, {
        kind: 'datasheet',
        title: words.datasheet,
        product: fill(v.collectionTitle, { name: s.name }),
        brand: brand.name,
        colour: brand.colours[0],
        image: rendered.previewBytes,
        lines: [
          ...s.products.map((p) => ({
            label: productTitle(language, p),
            value: `${cm(p.dims.width)} x ${cm(p.dims.height)} x ${cm(p.dims.depth)} cm · ${p.colourways
              .map((c) => v.colours[c.main.colour])
              .filter((colour, i, all) => all.indexOf(colour) === i)
              .join(', ')}`,
          })),
          { label: words.manufacturer, value: brand.name },
          { label: words.madeIn, value: brand.city },
        ],
        footer,
      });
      add(`assembly:${product.kind}:${language}`, {
        kind: 'assembly',
        title: words.assembly,
        product: `${brand.name} · ${v.kinds[product.kind].plural}`,
        brand: brand.name,
        colour: brand.colours[0],
        image: rendered.previewBytes,
        tools: { label: words.tools, value: words.toolList },
        steps: words.steps,
        footer,
      });
    }
  }
  const { pdfs, photo } = await tools.run({ type: 'pim', brand, documents });
  const keys = [...documentIndex.keys()];
  const ids = await tools.put([
    ...pdfs.map((bytes, i) => ({
      bytes,
      filename: `${brand.key}-${keys[i]!.replace(/:/g, '-')}.pdf`,
      mediaType: 'application/pdf',
      filetype: 'pdf',
      ownerId: brand.key,
    })),
    {
      bytes: photo,
      filename: `${brand.key}-sales-contact.jpg`,
      mediaType: 'image/jpeg',
      filetype: 'jpg',
      ownerId: brand.key,
    },
  ]);
  const file = (key: string) => {
    const i = documentIndex.get(key)!;
    return { dataportId: ids[i]!, size: pdfs[i]!.length };
  };
  const contact = { ...salesContact(brand), photoDataportId: ids[ids.length - 1]! };

  return withArticle.flatMap(({ series: s, product, rendered, article }) => {
    const base = {
      ownerId: brand.key,
      manufacturerId: article.manufacturerId,
      artNo: article.artNo,
    };
    const key = (what: string) => `demo:${article.manufacturerId}:${article.artNo}:${what}`;
    const items: PimItemInput[] = [];
    for (const language of PIM_LANGUAGES) {
      const words = PIM_WORDS[language];
      const v = VOCABULARIES[language];
      items.push(
        {
          ...base,
          key: key(`datasheet:${language}`),
          language,
          category: 'datasheets',
          contentType: 'document',
          name: `${words.datasheet} – ${fill(v.collectionTitle, { name: s.name })}`,
          ...file(`sheet:${s.id}:${language}`),
          thumbnailDataportId: rendered.preview,
        },
        {
          ...base,
          key: key(`assembly:${language}`),
          language,
          category: 'assembly_instructions',
          contentType: 'document',
          name: `${words.assembly} – ${productTitle(language, product)}`,
          ...file(`assembly:${product.kind}:${language}`),
          thumbnailDataportId: rendered.preview,
        },
        {
          ...base,
          key: key(`care:${language}`),
          language,
          category: 'care_instructions',
          contentType: 'text',
          name: `${words.care} – ${v.materials[mainOf(product, rendered)]}`,
          text: CARE_TEXTS[careGroupOf(mainOf(product, rendered))][language],
        },
      );
    }
    // The product's photos: this colourway first, then its siblings.
    const siblings = product.colourways
      .map((c) => colourways.get(c.id))
      .filter((c): c is PimColourway => !!c)
      .sort((a, b) => Number(b === rendered) - Number(a === rendered));
    siblings.forEach((photo, position) =>
      items.push({
        ...base,
        key: key(`photo:${photo.model.id}`),
        category: 'images',
        contentType: 'image',
        name: articleNumberOf(photo.model),
        dataportId: photo.preview,
        size: photo.previewBytes.length,
        ...PHOTO_SIZE,
        position,
      }),
    );
    items.push({
      ...base,
      key: key('contact'),
      category: 'contacts',
      contentType: 'contact',
      name: PIM_WORDS.en.salesContact,
      contact,
    });
    return items;
  });
}

function mainOf(product: ProductPlan, rendered: PimColourway) {
  const plan = product.colourways.find((c) => c.id === rendered.model.id) ?? product.colourways[0]!;
  return plan.main.material;
}

const articleNumberOf = (model: Model) =>
  model.texts.find((t) => t.category === 'articlenumber')?.payload ?? model.id;
