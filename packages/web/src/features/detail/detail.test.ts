import { describe, expect, it, vi } from 'vitest';
import type { ModelDoc, TagDoc } from '../../api/models';
import { arLink, hasNativeAr } from './actions/arLink';
import { categoryUrl, collectionUrl } from './links';
import { clampPan, clampZoom } from './media/zoom';
import { modelFileIds } from '../../cards/cardData';
import { clientImages, slidesOf, viewableCad } from './modelData';
import { specificationRows } from './specification';

const text = (category: string, payload: string, language = 'en') => ({
  category,
  payload,
  language,
  format: 'plain',
  score: 1,
});

describe('AR link', () => {
  it('opens the models page with the model expanded and ar=1', () => {
    expect(arLink('m_1', 'https://shop.example')).toBe('https://shop.example/?m=m_1&ar=1');
    expect(arLink('m 1', 'http://h:8080', '/catalogue/')).toBe(
      'http://h:8080/catalogue/?m=m+1&ar=1',
    );
  });
  it('starts AR directly on Android and iOS only', () => {
    expect(hasNativeAr('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 5)).toBe(true);
    expect(hasNativeAr('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(hasNativeAr('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(hasNativeAr('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(hasNativeAr('Mozilla/5.0 (X11; Linux x86_64)', 0)).toBe(false);
  });
});

describe('model data', () => {
  const model: ModelDoc = {
    id: 'm',
    images: [
      { category: 'gallery', dataport: 'g', score: 5 },
      { category: 'preview', dataport: 'p', score: 1 },
      { category: 'icon', dataport: 'i', score: 9 },
    ],
    materials: [
      { category: 'roughness', dataport: 'r' },
      { category: 'basecolor', dataport: 'b' },
      { category: 'definition', dataport: 'd' },
      { category: 'slot', label: 'frame' },
    ],
  };
  it('slides: preview first, then by score, then material maps; no icons', () => {
    expect(slidesOf(model)).toEqual([
      { dataport: 'p' },
      { dataport: 'g' },
      { dataport: 'b', map: 'basecolor' },
      { dataport: 'r', map: 'roughness' },
    ]);
  });
  it('the menus describe the cads, material files and documents', () => {
    expect(
      modelFileIds({
        ...model,
        cads: [{ format: 'glb', dataport: 'g' }],
        documents: [{ category: 'datasheet', dataport: 'doc', score: 1 }],
      }),
    ).toEqual(['g', 'r', 'b', 'd', 'doc']);
  });
  it('the 3D view shows a file cadify can turn into glb', () => {
    const cads = [
      { format: 'dwg', dataport: 'd', features: ['3d'] },
      { format: 'obj', dataport: 'o', features: ['3d'] },
    ];
    const entry = (cadify?: string[]) => ({ dataport_id: 'x', features: { cadify } });
    expect(viewableCad(cads, { o: entry(['glb', 'usdz']), d: entry() })?.dataport).toBe('o');
    expect(viewableCad(cads, {})).toBeUndefined();
  });
});

describe('specification rows', () => {
  const tags = new Map<string, TagDoc>([
    [
      'prop_width',
      {
        id: 'prop_width',
        texts: [text('label', 'Breite', 'de')],
        freeform_features: ['numeric', 'unit:cm'],
      },
    ],
    ['prop_colour', { id: 'prop_colour', texts: [text('label', 'Farbe', 'de')] }],
    ['val_grey', { id: 'val_grey', texts: [text('label', 'Grau', 'de')] }],
    ['val_red', { id: 'val_red', texts: [text('label', 'Rot', 'de')] }],
  ]);
  it('labels and values in the language, numbers with units in the reader’s format', () => {
    const rows = specificationRows(
      {
        id: 'm',
        properties: [
          { property_tag_id: 'prop_colour', value_tag_id: 'val_grey' },
          { property_tag_id: 'prop_colour', value_tag_id: 'val_red' },
          { property_tag_id: 'prop_width', value_tag_id: 'x', value_freeform: '1225.5' },
          { property_tag_id: 'prop_unknown', value_tag_id: 'val_grey' },
        ],
      },
      tags,
      ['de', 'en'],
      'de',
    );
    expect(rows).toEqual([
      { id: 'prop_colour', label: 'Farbe', value: 'Grau, Rot' },
      { id: 'prop_width', label: 'Breite', value: '1.225,5 cm' },
    ]);
  });
});

describe('links', () => {
  it('chips open the filtered lists', () => {
    expect(decodeURIComponent(categoryUrl('models', 'cat_sofas'))).toBe(
      '/?f={"category":["cat_sofas"]}',
    );
    expect(decodeURIComponent(collectionUrl('materials', 'textura', 'family', 'fam_1'))).toBe(
      '/materials?f={"owner":["textura"],"family":["fam_1"]}',
    );
  });
});

describe('image viewer zoom', () => {
  it('stays between 1 and 8 and keeps the image on screen', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(20)).toBe(8);
    expect(clampPan({ x: 500, y: -500 }, 2, { width: 400, height: 300 })).toEqual({
      x: 200,
      y: -150,
    });
    expect(clampPan({ x: 10, y: 10 }, 1, { width: 400, height: 300 })).toEqual({ x: 0, y: 0 });
  });
});

describe('client image items', () => {
  it('carry the image, its preview, thumbnail and banner as absolute URLs (spec 01 s.3)', () => {
    vi.stubGlobal('location', new URL('https://shop.example/catalogue/'));
    const [image, map] = clientImages([{ dataport: 'dp_1' }, { dataport: 'dp_2', map: 'normal' }]);
    vi.unstubAllGlobals();
    expect(image).toEqual({
      dataport: 'dp_1',
      imageUrl: 'https://shop.example/api/dataport/v1/dp_1',
      imagePreview: 'https://shop.example/api/dataport/v1/dp_1/imagine?w=587&h=440&t=crop%2Cwebp',
      imageThumb: 'https://shop.example/api/dataport/v1/dp_1/imagine?w=256&h=256&t=crop%2Cwebp',
      banner: 'https://shop.example/api/dataport/v1/dp_1/imagine?w=1920&h=500&t=crop%2Cwebp',
    });
    expect(map).toMatchObject({ dataport: 'dp_2', category: 'normal' });
  });
});
