/**
 * Where the schemas only say "string", real values: catalogue ids, file ids, data: URIs of
 * real files, languages, words the catalogue holds, sizes and formats the file service
 * knows, a configured model's real choices. Each is mixed with the schema's own values
 * (3 to 1), so unknown ids and odd strings still come.
 */
import { LANGUAGES } from '@vitrine/contracts';
import fc from 'fast-check';
import { dataUri } from '../files.harness';
import type { FieldPath, Hint, JsonSchema } from './openapi-arbitraries';
import type { Seed } from './seed-catalogue';

/**
 * Regular expressions JavaScript accepts and PostgreSQL does not (or compiles slowly: nested
 * counted repeats, kept small here), for regex_or filters: one such pattern once held the
 * embedded database, and with it every request, for minutes; others earned a 500.
 */
export const TRICKY_REGEXES = [
  '\\p{L}',
  '\\k<a>',
  '\\c',
  '\\x{41}',
  '[\\d-z]',
  '((a{1,3}){1,3}){1,3}',
];
const WORDS = ['Aalto', 'chair', 'Stuhl', 'sofa', 'Fleks', 'oak', 'Eiche', 'NRD-1001', 'tabl'];
const SIZES = ['1', '16', '48', '64', '120', '350', '512'];
const FORMATS = [
  'jpg',
  'png',
  'webp',
  'avif',
  'zip',
  'glb',
  'gltf',
  'obj',
  'stl',
  'usdz',
  'fbx',
  'dae',
  'ply',
  '3ds',
  'dxf',
  'dwg',
];

/** The last named segment of a path: ['ids', 3] → 'ids'. */
const nameOf = (path: FieldPath) =>
  [...path].reverse().find((p) => typeof p === 'string' && p !== '*') as string | undefined;

export function hintsFor(seed: Seed, operation: string): Hint {
  const catalogueIds = Object.values(seed.ids).flat();
  // Delete and absorb consume files: they get throw-away ones, so the rest stay to be read.
  const consumes = /\/(delete|absorb)$/.test(operation);
  const fileIds = consumes ? seed.disposable : seed.files;
  const mix = (fallback: fc.Arbitrary<unknown>, ...values: unknown[]) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...values) },
      { weight: 1, arbitrary: fallback },
    );
  const datasource = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...seed.samples),
          fc.constantFrom('application/octet-stream', 'image/png', 'text/plain', ''),
        )
        .map(([f, type]) => dataUri(f.bytes, type)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'data:,',
        'data:;base64,',
        'data:text/plain;base64,%%%',
        '/etc/passwd',
        '../../etc/passwd',
        'file:///etc/passwd',
        'https://example.com/a.png',
        'data:image/png;base64,' + 'A'.repeat(10),
      ),
    },
  );

  return (path, schema: JsonSchema, fallback) => {
    if (operation.endsWith('/variant') && path.length === 0) {
      return fc.oneof(
        { weight: 3, arbitrary: variantRequest(seed) },
        { weight: 1, arbitrary: fallback() },
      );
    }
    const name = nameOf(path);
    switch (name) {
      case 'ids':
      case 'owner_id':
      case 'tag_id':
      case 'property_tag_id':
      case 'values':
        // Filter values are a union of string, number and null: hinted item by item.
        if (name === 'values' && typeof path.at(-1) === 'number') {
          return mix(fallback(), ...catalogueIds, ...TRICKY_REGEXES);
        }
        return schema.type === 'string' ? mix(fallback(), ...catalogueIds) : undefined;
      case 'model_id':
        return mix(fallback(), ...seed.configurations.map((c) => c.modelId), ...seed.ids.model);
      case 'dataport_id':
      case 'dataport_ids':
      case 'source_dataport_id':
      case 'target_dataport_id':
      case 'material_maps':
      case 'dataport':
        return schema.type === 'string' ? mix(fallback(), ...fileIds) : undefined;
      case 'datasource':
        return datasource;
      case 'favourite_languages':
      case 'languages':
      case 'language':
        return schema.type === 'string' ? mix(fallback(), ...LANGUAGES) : undefined;
      case 'query_string':
        return mix(fallback(), ...WORDS);
      case 'w':
      case 'h':
        return mix(fallback(), ...SIZES);
      case 't':
        return operation.endsWith('/substance')
          ? mix(fallback(), 'texture', 'normal', 'metallic', 'roughness', 'preview', 'package')
          : mix(
              fallback(),
              'crop',
              'fit',
              'pad',
              'webp',
              'crop,webp',
              'pad,png',
              'fit,avif',
              'jpg',
            );
      case 'f':
      case 'ext':
        return mix(fallback(), ...FORMATS);
      default:
        return undefined;
    }
  };
}

/** A variant of a configured model: real slots, materials and option values, sometimes unknown ones. */
function variantRequest(seed: Seed) {
  const materials = [
    ...seed.ids.model.filter((id) => id.startsWith('mat_')),
    'model_chair',
    'nope',
  ];
  return fc.constantFrom(...seed.configurations).chain(({ modelId, configuration }) =>
    fc.record({
      model_id: fc.constant(modelId),
      choices: fc.record(
        {
          materials: fc.dictionary(
            fc.constantFrom(...configuration.slots.map((s) => s.id), 'zz'),
            fc.constantFrom(...materials),
            { maxKeys: 2 },
          ),
          options: fc.dictionary(
            fc.constantFrom(...configuration.options.map((o) => o.id), 'zz'),
            fc.constantFrom(
              ...configuration.options.flatMap((o) => o.values.map((v) => v.id)),
              'zz',
            ),
            { maxKeys: 2 },
          ),
        },
        { requiredKeys: [] },
      ),
    }),
  );
}
