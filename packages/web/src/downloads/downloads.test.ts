import type { CadEntry, DataportEntry } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { cadDownloads } from './cadDownloads';
import { formatLabel, preferredFile } from './formats';
import { materialDownloads } from './materialDownloads';
import { formatSize } from './size';
import { cadDownloadUrl, materialDownloadUrl } from './urls';

const cad = (format: string, dataport: string, features?: string[]): CadEntry => ({
  format,
  dataport,
  features,
});
const meta = (
  id: string,
  filetype: string,
  size: number,
  cadify?: string[],
  filename?: string,
): DataportEntry => ({
  dataport_id: id,
  original_file: { filetype, media_type: '', size, file_hash: '', confidence: 1 },
  additional_headers: filename ? { filename } : {},
  features: cadify ? { cadify } : {},
});
const GLB_OUT = ['glb', 'gltf', 'obj', 'stl', 'usdz', 'fbx', 'dxf'];

describe('formatSize', () => {
  it('counts in base 1024 from Bytes to TB', () => {
    expect(formatSize(0)).toBe('0 Bytes');
    expect(formatSize(1023)).toBe('1,023 Bytes');
    expect(formatSize(1024)).toBe('1 KB');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(92192)).toBe('90 KB');
    expect(formatSize(5 * 1024 ** 2)).toBe('5 MB');
    expect(formatSize(3.25 * 1024 ** 3)).toBe('3.3 GB');
    expect(formatSize(2 * 1024 ** 4)).toBe('2 TB');
    expect(formatSize(2048 * 1024 ** 4)).toBe('2,048 TB');
  });
  it('writes numbers the reader’s way', () => {
    expect(formatSize(1536, 'de')).toBe('1,5 KB');
  });
  it('gives nothing for impossible sizes', () => {
    expect(formatSize(-1)).toBe('');
    expect(formatSize(Number.NaN)).toBe('');
  });
});

describe('preferredFile', () => {
  it('goes through the preferred formats in order (dwg first)', () => {
    const files = [cad('obj', 'a'), cad('dwg', 'b'), cad('glb', 'c')];
    expect(preferredFile(files)?.dataport).toBe('b');
  });
  it('takes the file with a 3d feature, else the first of the format', () => {
    expect(preferredFile([cad('dwg', 'a', ['2d']), cad('dwg', 'b', ['3d'])])?.dataport).toBe('b');
    expect(preferredFile([cad('dwg', 'a', ['2d']), cad('dwg', 'b', ['2d'])])?.dataport).toBe('a');
  });
  it('honours a given order and reaches formats outside it', () => {
    const files = [cad('obj', 'a'), cad('dwg', 'b')];
    expect(preferredFile(files, ['obj', 'dwg'])?.dataport).toBe('a');
    expect(preferredFile([cad('xyz', 'z')], ['dwg'])?.dataport).toBe('z');
    expect(preferredFile([])).toBeUndefined();
  });
});

describe('cadDownloads', () => {
  it('offers the original and every generated format it lacks, originals first in order', () => {
    const items = cadDownloads({
      cads: [cad('glb', 'g', ['3d'])],
      meta: { g: meta('g', 'glb', 92192, GLB_OUT, 'chair.glb') },
    });
    expect(items.map((i) => [i.format, i.isGenerated])).toEqual([
      ['glb', false],
      ['gltf', true],
      ['usdz', true],
      ['fbx', true],
      ['obj', true],
      ['stl', true],
      ['dxf', true],
    ]);
    expect(items[0]).toMatchObject({ size: 92192, name: 'chair.glb', dataport: 'g' });
    expect(items[1]).toMatchObject({ dataport: 'g', generatedFrom: 'glb' });
    expect(items[1]!.size).toBeUndefined();
  });

  it('generates nothing without a cadify-capable original', () => {
    const items = cadDownloads({
      cads: [cad('dwg', 'd', ['3d'])],
      meta: { d: meta('d', 'dwg', 10) },
    });
    expect(items.map((i) => i.format)).toEqual(['dwg']);
  });

  it('never offers peclight, rgfx or obx, neither stored nor generated', () => {
    const items = cadDownloads({
      cads: [cad('peclight', 'p'), cad('rgfx', 'r'), cad('obx', 'o'), cad('glb', 'g', ['3d'])],
      meta: { g: meta('g', 'glb', 1, ['obj', 'obx', 'rgfx']) },
    });
    expect(items.map((i) => i.format)).toEqual(['glb', 'obj']);
  });

  it('keeps to the allowed list and to what the service can write', () => {
    const input = {
      cads: [cad('glb', 'g', ['3d']), cad('dwg', 'd', ['3d'])],
      meta: { g: meta('g', 'glb', 1, GLB_OUT) },
    };
    expect(cadDownloads({ ...input, allowed: ['dwg', 'obj'] }).map((i) => i.format)).toEqual([
      'dwg',
      'obj',
    ]);
    expect(cadDownloads({ ...input, writable: ['stl'] }).map((i) => i.format)).toEqual([
      'dwg',
      'glb',
      'stl',
    ]);
    // Spec 01 s.5: an unset list allows every format; a set, empty one none.
    expect(cadDownloads({ ...input, allowed: undefined }).length).toBe(8);
    expect(cadDownloads({ ...input, allowed: [] })).toEqual([]);
  });

  it('marks 2D-only drawings and ranks them after 3D files', () => {
    const items = cadDownloads({
      cads: [cad('dwg', 'd2', ['2d']), cad('glb', 'g', ['3d'])],
      meta: {},
    });
    expect(items.map((i) => formatLabel(i.format, i.is2d))).toEqual(['GLB', 'DWG | 2D']);
  });

  it('offers one file per format: the 3d one', () => {
    const items = cadDownloads({
      cads: [cad('dwg', 'a', ['2d']), cad('dwg', 'b', ['3d'])],
      meta: {},
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ dataport: 'b', is2d: false });
  });

  it('links stored files and conversions as attachments', () => {
    const [stored, generated] = cadDownloads({
      cads: [cad('glb', 'g', ['3d'])],
      meta: { g: meta('g', 'glb', 1, ['obj']) },
    });
    expect(cadDownloadUrl(stored!)).toBe('/api/dataport/v1/g?cd=attachment');
    expect(cadDownloadUrl(generated!)).toBe('/api/dataport/v1/g/cadify?f=obj&cd=attachment');
  });
});

describe('materialDownloads', () => {
  const materials = [
    { category: 'roughness', dataport: 'r', format: 'jpg' },
    { category: 'basecolor', dataport: 'b', format: 'jpg' },
    { category: 'normal', dataport: 'n', format: 'png' },
    { category: 'definition', dataport: 'def', format: 'json' },
    { category: 'slot', label: 'frame' },
  ];
  const metaMap = {
    def: {
      ...meta('def', 'json', 426, undefined, 'cotton.json'),
      features: { substance: ['texture', 'package'] },
    },
    b: meta('b', 'jpg', 100146, undefined, 'cotton-basecolor.jpg'),
  };

  it('offers the package then the maps in a fixed order, with sizes', () => {
    const items = materialDownloads({ materials, meta: metaMap });
    expect(items.map((i) => `${i.kind}.${i.format}`)).toEqual([
      'package.zip',
      'basecolor.jpg',
      'normal.png',
      'roughness.jpg',
    ]);
    expect(items[0]!.name).toBe('cotton.zip');
    expect(items[1]).toMatchObject({ size: 100146, name: 'cotton-basecolor.jpg' });
    expect(materialDownloadUrl(items[0]!)).toBe(
      '/api/dataport/v1/def/substance?t=package&f=zip&cd=attachment',
    );
    expect(materialDownloadUrl(items[1]!)).toBe('/api/dataport/v1/b?cd=attachment');
  });

  it('keeps to the allowed material formats', () => {
    const items = materialDownloads({ materials, meta: metaMap, allowed: ['png'] });
    expect(items.map((i) => i.kind)).toEqual(['normal']);
  });

  it('offers no package when substance cannot make one', () => {
    const items = materialDownloads({ materials, meta: { def: meta('def', 'json', 1) } });
    expect(items.map((i) => i.kind)).not.toContain('package');
  });
});
