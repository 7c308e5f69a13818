/**
 * Editing a model's article data, properties and files in the workspace (docs/WORKSPACE.md):
 * the article number and egr_pim article data, properties checked against the catalogue's
 * property tags (a value of the property, or a free value, numeric where the property says),
 * files taken off, and images, documents and 3D files added or put in the place of one
 * through `/files` (checked, analysed and stored as an import's files are). Every write as
 * anonymous (401), as another brand's editor (403) and as the owner. Both stores.
 */
import { texturedSphereGlb } from '@vitrine/cadify/test-models';
import type { EditableModel, Model } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR } from '../src/access';
import { startHarness, type Harness } from './app-harness';
import { fileForm } from './files.harness';
import { type LoggedIn } from './login';
import { BRAND, png, writePackage } from './package-fixture';
import { STORE_KINDS } from './stores';

const URL = '/api/catalog/v1/workspace/models/acme-ball-1';

/** Property tags for the package: a colour with two values, a width in cm. */
const PROPERTY_TAGS = [
  {
    id: 'acme-prop-colour',
    type: 'property_tag' as const,
    namespace: '.egr.property.acme-colour',
    texts: [{ category: 'label', language: 'en', payload: 'Colour' }],
    value_tag_ids: ['acme-val-red', 'acme-val-green'],
  },
  ...['red', 'green'].map((value) => ({
    id: `acme-val-${value}`,
    type: 'value_tag' as const,
    namespace: `.egr.property.acme-colour.${value}`,
    texts: [{ category: 'label', language: 'en', payload: value }],
    parent_tag_ids: ['acme-prop-colour'],
  })),
  {
    id: 'acme-prop-width',
    type: 'property_tag' as const,
    namespace: '.egr.property.acme-width',
    texts: [{ category: 'label', language: 'en', payload: 'Width' }],
    freeform_features: ['numeric', 'unit:cm'],
  },
];

describe.each(STORE_KINDS)('workspace editing of data and files on $name', (kind) => {
  let h: Harness;
  let owner: LoggedIn;
  let other: LoggedIn;

  const read = async () =>
    (await h.app.inject({ method: 'GET', url: URL, headers: owner.headers })).json<{
      item: EditableModel;
      properties: unknown[];
    }>();
  const current = async () => (await read()).item;
  const save = (as: LoggedIn | undefined, payload: object) =>
    h.app.inject({ method: 'PATCH', url: URL, headers: as?.headers ?? {}, payload });
  const stored = async () =>
    (
      await h.app.inject({
        method: 'POST',
        url: '/api/catalog/v1/models/fetch',
        payload: { ids: ['acme-ball-1'] },
      })
    ).json().models[0] as Model;

  /** A multipart body with one `file` part, to `/files` with `query`. */
  const sendFile = (as: LoggedIn | undefined, query: string, bytes: Uint8Array, name: string) => {
    const form = fileForm(bytes, name);
    return h.app.inject({
      method: 'POST',
      url: `${URL}/files?${query}`,
      headers: { ...form.headers, ...(as?.headers ?? {}) },
      payload: form.payload,
    });
  };

  beforeAll(async () => {
    h = await startHarness(kind, {}, { login: true });
    owner = await h.logIn!('editor@acme.test', { ownerIds: [BRAND] });
    other = await h.logIn!('someone@else.test', { ownerIds: ['other-brand'] });
    const folder = await writePackage((m) => {
      m.tags = [...(m.tags ?? []), ...PROPERTY_TAGS];
      m.models![0]!.properties = [
        { property_tag_id: 'acme-prop-colour', value_tag_id: 'acme-val-red' },
      ];
    });
    const job = await h.services.imports.run(folder, 'acme', { caller: OPERATOR });
    expect(job.status, JSON.stringify(job.problems)).toBe('done');
  });
  afterAll(() => h?.close());

  it('shows the article data, properties, files and the properties to choose from', async () => {
    const { item, properties } = await read();
    expect(item.article_number).toBe('AC-1');
    expect(item.article_data).toEqual({ manufacturerId: 'acme-mf', artNo: 'AC-1' });
    expect(item.properties).toEqual([
      { property_tag_id: 'acme-prop-colour', value_tag_id: 'acme-val-red' },
    ]);
    expect(item.files.map((f) => [f.kind, f.category])).toEqual([
      ['image', 'preview'],
      ['document', 'manual'],
      ['cad', 'model'],
    ]);
    expect(properties).toContainEqual({
      id: 'acme-prop-colour',
      labels: { en: 'Colour' },
      values: [
        { id: 'acme-val-red', labels: { en: 'red' } },
        { id: 'acme-val-green', labels: { en: 'green' } },
      ],
      numeric: false,
    });
    expect(properties).toContainEqual({
      id: 'acme-prop-width',
      labels: { en: 'Width' },
      values: [],
      numeric: true,
      unit: 'cm',
    });
  });

  it('saves the article number and data, and properties with a free value', async () => {
    const start = await current();
    const edit = {
      data_version: start.data_version,
      article_number: 'AC-1-B',
      article_data: { manufacturerId: 'acme-mf', artNo: 'AC-1', finalArtNo: 'AC-1-GREEN' },
      properties: [
        { property_tag_id: 'acme-prop-colour', value_tag_id: 'acme-val-green' },
        { property_tag_id: 'acme-prop-width', value_freeform: ' 45 ' },
      ],
    };
    expect((await save(undefined, edit)).statusCode).toBe(401);
    expect((await save(other, edit)).statusCode).toBe(403);
    const res = await save(owner, edit);
    expect(res.statusCode, res.body).toBe(200);
    const { item } = res.json<{ item: EditableModel }>();
    expect(item.data_version).toBeGreaterThan(start.data_version);
    expect(item.article_number).toBe('AC-1-B');
    expect(item.article_data?.finalArtNo).toBe('AC-1-GREEN');
    const doc = await stored();
    expect(doc.texts.filter((t) => t.category === 'articlenumber')).toEqual([
      expect.objectContaining({ language: '', payload: 'AC-1-B' }),
    ]);
    expect(doc.properties).toEqual([
      { property_tag_id: 'acme-prop-colour', value_tag_id: 'acme-val-green' },
      // Spec 02 s.3: a free value's id is {propertyTag}_freeform_{value}.
      {
        property_tag_id: 'acme-prop-width',
        value_tag_id: 'acme-prop-width_freeform_45',
        value_freeform: '45',
      },
    ]);
    // Filtering by the new value finds it.
    const found = await h.app.inject({
      method: 'POST',
      url: '/api/catalog/v1/models/search',
      payload: {
        filtering: [
          {
            operator: 'and',
            filters: [
              {
                algorithm: 'exact_or',
                scope: 'property_values',
                property_tag_id: 'acme-prop-colour',
                values: ['acme-val-green'],
              },
            ],
          },
        ],
      },
    });
    expect(found.json().hits.map((hit: { id: string }) => hit.id)).toEqual(['acme-ball-1']);

    // Emptied, the article number and data go.
    const removed = await save(owner, {
      data_version: item.data_version,
      article_number: '',
      article_data: null,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().item.article_number).toBe('');
    expect(removed.json().item.article_data).toBeUndefined();
    expect((await stored()).references.some((r) => r.category === 'egr_pim')).toBe(false);
  });

  it('names the field of a bad property, article or file, and writes nothing', async () => {
    const start = await current();
    const v = start.data_version;
    const cases: Array<[object, string]> = [
      [
        { properties: [{ property_tag_id: 'nope', value_tag_id: 'x' }] },
        'properties[0].property_tag_id',
      ],
      [
        { properties: [{ property_tag_id: 'acme-prop-colour', value_tag_id: 'acme-val-blue' }] },
        'properties[0].value_tag_id',
      ],
      [
        { properties: [{ property_tag_id: 'acme-prop-width', value_freeform: 'wide' }] },
        'properties[0].value_freeform',
      ],
      [{ properties: [{ property_tag_id: 'acme-prop-colour' }] }, 'properties[0]'],
      [{ article_data: { manufacturerId: 'acme-mf' } }, 'article_data'],
      [{ remove_files: ['not-a-file-of-it'] }, 'remove_files[0]'],
    ];
    for (const [payload, field] of cases) {
      const res = await save(owner, { data_version: v, ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field, JSON.stringify(payload)).toMatch(
        new RegExp(`^${field.replace(/[[\].]/g, '\\$&')}`),
      );
    }
    expect((await current()).data_version).toBe(v);
  });

  it('adds a document and an image, and takes a file off', async () => {
    const start = await current();
    const text = new TextEncoder().encode('Assemble with the four screws.\n');
    const query = (more: string) => `data_version=${start.data_version}&kind=document&${more}`;
    expect((await sendFile(undefined, query(''), text, 'a.txt')).statusCode).toBe(401);
    expect((await sendFile(other, query(''), text, 'a.txt')).statusCode).toBe(403);
    const badCategory = await sendFile(owner, query('category=shopping_list'), text, 'a.txt');
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().field).toBe('category');
    const badKind = await sendFile(
      owner,
      `data_version=${start.data_version}&kind=song`,
      text,
      'a.txt',
    );
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().field).toBe('kind');

    const added = await sendFile(
      owner,
      query('category=assembly_instructions'),
      text,
      'assembly.txt',
    );
    expect(added.statusCode, added.body).toBe(200);
    let item = added.json<{ item: EditableModel }>().item;
    const doc = item.files.find((f) => f.category === 'assembly_instructions');
    expect(doc?.kind).toBe('document');
    const served = await h.app.inject({
      method: 'GET',
      url: `/api/dataport/v1/${doc!.dataport}/original`,
    });
    expect(Buffer.from(served.rawPayload).equals(Buffer.from(text))).toBe(true);

    const image = await png(20, 200, 20, 48);
    const gallery = await sendFile(
      owner,
      `data_version=${item.data_version}&kind=image`,
      image,
      'side.png',
    );
    expect(gallery.statusCode, gallery.body).toBe(200);
    item = gallery.json<{ item: EditableModel }>().item;
    expect(item.files.filter((f) => f.kind === 'image').map((f) => f.category)).toEqual([
      'preview',
      'image',
    ]);
    // The preview stays what the cards show.
    expect(item.preview_dataport).toBe(start.preview_dataport);

    const manual = item.files.find((f) => f.category === 'manual')!;
    const gone = await save(owner, {
      data_version: item.data_version,
      remove_files: [manual.dataport],
    });
    expect(gone.statusCode).toBe(200);
    expect(
      gone.json().item.files.some((f: { dataport: string }) => f.dataport === manual.dataport),
    ).toBe(false);
    expect((await stored()).documents.map((d) => d.category)).toEqual(['assembly_instructions']);
  });

  it('puts a new 3D file in the place of the old one; an unreadable one is refused', async () => {
    const start = await current();
    const old = start.files.find((f) => f.kind === 'cad')!;
    const query = `data_version=${start.data_version}&kind=cad&replace=${old.dataport}`;
    const broken = await sendFile(
      owner,
      query,
      new TextEncoder().encode('not a model'),
      'chair.glb',
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().field).toBe('file');
    const wrong = await sendFile(
      owner,
      `data_version=${start.data_version}&kind=cad&replace=nope`,
      await texturedSphereGlb(60, 0.3),
      'ball.glb',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('replace');
    expect((await current()).data_version).toBe(start.data_version);

    const glb = await texturedSphereGlb(60, 0.3);
    const res = await sendFile(owner, query, glb, 'ball v2.glb');
    expect(res.statusCode, res.body).toBe(200);
    const cads = res.json<{ item: EditableModel }>().item.files.filter((f) => f.kind === 'cad');
    expect(cads).toHaveLength(1);
    expect(cads[0]!.dataport).not.toBe(old.dataport);
    expect(cads[0]!.format).toBe('glb');
    const doc = await stored();
    expect(doc.cads[0]).toMatchObject({ format: 'glb', features: ['3d'] });
    const served = await h.app.inject({
      method: 'GET',
      url: `/api/dataport/v1/${cads[0]!.dataport}/original`,
    });
    expect(Buffer.from(served.rawPayload).equals(Buffer.from(glb))).toBe(true);
  });
});
