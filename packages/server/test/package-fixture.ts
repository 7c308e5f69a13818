/**
 * A small catalogue package as a publisher would write it, for import tests: a brand with a
 * logo, a category of its own, a collection in its catalog tree, a model with a preview, one
 * with only its geometry (the import renders its preview), a material given as PBR maps,
 * and a product information item. `change` edits the manifest before it is written.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { texturedSphereGlb } from '@vitrine/cadify/test-models';
import type { PackageManifest } from '@vitrine/contracts/package';
import { zipSync } from 'fflate';
import sharp from 'sharp';

export const BRAND = 'acme';

/** A plain PNG of one colour. */
export const png = (r: number, g: number, b: number, size = 32) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** The files of the package, by path. */
export async function packageFiles(): Promise<Record<string, Uint8Array>> {
  return {
    'models/ball.glb': await texturedSphereGlb(120, 0.4),
    'models/ball-small.glb': await texturedSphereGlb(80, 0.2),
    'images/ball.png': await png(200, 40, 40),
    'images/logo.png': await png(20, 40, 200),
    'maps/oak-basecolor.png': await png(160, 120, 60),
    'maps/oak-normal.png': await png(128, 128, 255),
    'maps/oak-roughness.png': await png(180, 180, 180),
    'docs/care.txt': new TextEncoder().encode('Wipe with a dry cloth.\n'),
  };
}

export function manifest(): PackageManifest {
  return {
    format: 'vitrine-package',
    version: 1,
    name: 'Acme test catalogue',
    owners: [
      {
        id: BRAND,
        texts: [
          { category: 'name', language: '', payload: 'Acme' },
          { category: 'slogan', language: 'en', payload: 'Round things' },
          { category: 'slogan', language: 'de', payload: 'Runde Sachen' },
        ],
        images: [{ category: 'logo', file: 'images/logo.png' }],
        references: [{ category: 'website', format: 'url', payload: 'https://acme.example' }],
        structures: {
          catalog: [
            {
              source_id: BRAND,
              source_entity: 'owner',
              targets: [{ target_id: 'acme-balls', target_entity: 'collection', weight: 1 }],
            },
          ],
        },
      },
    ],
    tags: [
      {
        id: 'acme-cat-balls',
        type: 'category_tag',
        namespace: '.egr.category.acme.balls',
        owner_id: BRAND,
        texts: [{ category: 'label', language: 'en', payload: 'Balls' }],
      },
    ],
    collections: [
      {
        id: 'acme-balls',
        owner_id: BRAND,
        type: 'collection',
        texts: [{ category: 'title', language: 'en', payload: 'Ball collection' }],
      },
    ],
    models: [
      {
        id: 'acme-ball-1',
        owner_id: BRAND,
        type: 'cad',
        texts: [
          { category: 'title', language: 'en', payload: 'Red ball' },
          { category: 'title', language: 'de', payload: 'Roter Ball' },
          { category: 'articlenumber', language: '', payload: 'AC-1' },
        ],
        tags: [{ tag_id: 'acme-cat-balls' }],
        images: [{ category: 'preview', file: 'images/ball.png' }],
        cads: [{ file: 'models/ball.glb' }],
        documents: [{ category: 'manual', file: 'docs/care.txt', language: 'en' }],
        references: [
          {
            category: 'egr_pim',
            format: 'json',
            payload: JSON.stringify({ manufacturerId: 'acme-mf', artNo: 'AC-1' }),
          },
        ],
        collection_ids: ['acme-balls'],
      },
      {
        id: 'acme-ball-2',
        owner_id: BRAND,
        type: 'cad',
        texts: [{ category: 'title', language: 'en', payload: 'Small ball' }],
        cads: [{ file: 'models/ball-small.glb' }],
        collection_ids: ['acme-balls'],
      },
      {
        id: 'acme-oak',
        owner_id: BRAND,
        type: 'material',
        texts: [{ category: 'title', language: 'en', payload: 'Oak' }],
        materials: [
          { category: 'basecolor', file: 'maps/oak-basecolor.png' },
          { category: 'normal', file: 'maps/oak-normal.png' },
          { category: 'roughness', file: 'maps/oak-roughness.png' },
        ],
      },
    ],
    product_information: [
      {
        key: 'acme:AC-1:care',
        owner_id: BRAND,
        manufacturerId: 'acme-mf',
        artNo: 'AC-1',
        language: 'en',
        category: 'care_instructions',
        contentType: 'text',
        name: 'Care',
        text: 'Wipe with a dry cloth.',
      },
    ],
  };
}

/** Writes the package into a new folder and answers it. */
export async function writePackage(
  change: (m: PackageManifest, files: Record<string, Uint8Array>) => void = () => undefined,
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-package-test-'));
  const files = await packageFiles();
  const m = manifest();
  change(m, files);
  for (const [name, bytes] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), bytes);
  }
  await writeFile(path.join(dir, 'vitrine-package.json'), JSON.stringify(m, null, 2));
  return dir;
}

/** The package as a zip, as a client uploads it. */
export async function zipPackage(
  change: (m: PackageManifest, files: Record<string, Uint8Array>) => void = () => undefined,
): Promise<Buffer> {
  const files = await packageFiles();
  const m = manifest();
  change(m, files);
  return Buffer.from(
    zipSync({ ...files, 'vitrine-package.json': new TextEncoder().encode(JSON.stringify(m)) }),
  );
}

/**
 * A generated package of one brand ("big") with many models, for volume: the first
 * `withFiles` have a small 3D file of their own (each different bytes, as a real catalogue's
 * files are), all share the brand's image as preview. Answers its new folder.
 */
export async function manyModelsPackage(models: number, withFiles: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-many-models-'));
  await mkdir(path.join(dir, 'models'));
  await writeFile(path.join(dir, 'logo.png'), await png(10, 20, 30));
  const records: NonNullable<PackageManifest['models']> = [];
  for (let i = 0; i < models; i++) {
    if (i < withFiles) {
      const glb = await texturedSphereGlb(40, 0.1 + i / 10_000);
      await writeFile(path.join(dir, `models/m${i}.glb`), glb);
    }
    records.push({
      id: `big-${i}`,
      owner_id: 'big',
      type: 'cad',
      texts: [{ category: 'title', language: 'en', payload: `Sphere number ${i}` }],
      images: [{ category: 'preview', file: 'logo.png' }],
      ...(i < withFiles ? { cads: [{ file: `models/m${i}.glb` }] } : {}),
    });
  }
  const manifest: PackageManifest = {
    format: 'vitrine-package',
    version: 1,
    name: `${models} models`,
    owners: [{ id: 'big', texts: [{ category: 'name', language: '', payload: 'Big' }] }],
    models: records,
  };
  await writeFile(path.join(dir, 'vitrine-package.json'), JSON.stringify(manifest));
  return dir;
}
