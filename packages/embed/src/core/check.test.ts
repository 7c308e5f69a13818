import {
  APP_MESSAGE_SCHEMAS,
  HOST_MESSAGE_SCHEMAS,
  MessageEnvelope,
} from '@vitrine/contracts/host-messages';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { CHECKED_KEYWORDS, findError } from './check';

const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples']);
const SCHEMAS: Record<string, object> = {
  envelope: MessageEnvelope,
  ...HOST_MESSAGE_SCHEMAS,
  ...APP_MESSAGE_SCHEMAS,
};

function keywordsOf(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((s) => keywordsOf(s, found));
  else if (typeof schema === 'object' && schema !== null) {
    for (const [key, value] of Object.entries(schema)) {
      found.add(key);
      if (key === 'properties' || key === 'patternProperties') {
        Object.values(value as object).forEach((s) => keywordsOf(s, found));
      } else keywordsOf(value, found);
    }
  }
  return found;
}

const url = 'https://catalogue.example/api/dataport/v1/d1?cd=attachment';
const file = {
  format: 'skp',
  dataport: 'd1',
  name: 'chair.skp',
  isGenerated: false,
  kind: 'cad',
  url,
};
const item = { modelId: 'm1', entity: 'model', dataVersion: 7, title: 'Chair', itemType: 'cad' };

/** Payloads that fit and payloads that break, per type: the validator must agree with TypeBox. */
const SAMPLES: Record<string, unknown[]> = {
  'pCatHost.download': [
    { item, format: 'skp', files: [file] },
    { item, format: 'skp', files: [] },
    { item, format: 'skp', files: [{ ...file, url: 'javascript:alert(1)' }] },
    { item: { ...item, dataVersion: 1.5 }, format: 'skp', files: [file] },
    { item: { ...item, entity: 'owner' }, format: 'skp', files: [file] },
    { item, files: [file] },
  ],
  'pCatHost.onImageClick': [
    { modelId: 'm1', images: [{ dataport: 'i1', imageUrl: url }], clickedIdx: 0 },
    { modelId: 'm1', images: [{ dataport: 'i1', imageUrl: url }], clickedIdx: -1 },
    { modelId: 'm1', images: [{ dataport: 'i1' }], clickedIdx: 0 },
  ],
  'pCat.configuration': [
    { configuration: null },
    {},
    { configuration: { display: { noHeader: true }, allowedFormats: { cad: ['dwg'] } } },
    { configuration: { display: { noHeader: 'yes' } } },
    { configuration: { client: 'autocad' } },
    { configuration: { language: 'de', cookieConsent: { diagnostics: true } } },
    { configuration: { headerTabs: ['brands', 'models'] } },
    { configuration: { headerTabs: ['brands', 'shop'] } },
  ],
  'pCat.navigate': [{ page: '/brands/b1' }, { page: '//evil.example' }, { page: 'brands' }, {}],
  'pCat.changeLanguage': [{ language: 'tr' }, { language: 'tr-TR' }, { language: 3 }],
  'pCat.checkRevisions': [{ models: [{ id: 'm', dataVersion: 0 }] }, { models: [] }],
  envelope: [
    { type: 'pCat.navigate', version: '1.8.0', id: 'a', payload: {} },
    { type: 'pCat.navigate', version: '1.8', id: 'a', payload: {} },
    { type: 'other.navigate', version: '1.8.0', id: 'a', payload: {} },
    { type: 'pCat.navigate', version: '1.8.0', id: '', payload: {} },
    { type: 'pCat.navigate', version: '1.8.0', id: 'a', payload: [] },
  ],
};

describe('findError', () => {
  it('knows every keyword the protocol’s schemas use', () => {
    const used = [...keywordsOf(Object.values(SCHEMAS))].filter((k) => !ANNOTATIONS.has(k));
    const known = new Set<string>(CHECKED_KEYWORDS);
    expect(used.filter((k) => !known.has(k))).toEqual([]);
    expect(used).toContain('pattern');
  });

  for (const [type, samples] of Object.entries(SAMPLES)) {
    it(`agrees with TypeBox on ${type}`, () => {
      for (const sample of samples) {
        expect(findError(SCHEMAS[type]!, sample) === undefined, JSON.stringify(sample)).toBe(
          Value.Check(SCHEMAS[type] as never, sample),
        );
      }
    });
  }

  it('names the field at fault', () => {
    expect(
      findError(
        HOST_MESSAGE_SCHEMAS['pCatHost.download'],
        SAMPLES['pCatHost.download']![2],
        'payload',
      ),
    ).toBe('payload.files[0].url: does not match ^https?://');
    expect(
      findError(APP_MESSAGE_SCHEMAS['pCat.configuration'], {
        configuration: { client: 'autocad' },
      }),
    ).toBe('configuration: matches none of the allowed shapes');
  });
});
