/**
 * The furniture catalogue of a .sh3f: library facts and one entry per piece, with names,
 * categories and tags gathered from every localized PluginFurnitureCatalog_xx.properties.
 * Keys follow SweetHome3D's DefaultFurnitureCatalog (`key#N` for piece N).
 */
import path from 'node:path';
import type { FileSource } from '@vitrine/mesh/obj';
import { decodePropertiesBytes, parseProperties } from './properties';

const CATALOG = 'PluginFurnitureCatalog';

/** Library-level facts (the keys without `#N`). */
export interface Sh3fLibrary {
  /** `id=` of the catalogue, e.g. "SweetHome3D#KatorLegazModels"; the file name if absent. */
  id: string;
  name: string;
  description?: string;
  version?: string;
  license?: string;
  provider?: string;
  /** Languages with a localized properties file, 'en' (the default file) first. */
  languages: string[];
}

/** One piece of furniture as the catalogue declares it. */
export interface Sh3fPiece {
  /** N of the `key#N` entries. */
  index: number;
  id: string;
  /** Name per language ('en' from the default file, region variants as 'pt-PT'). */
  names: Record<string, string>;
  categories: Record<string, string>;
  tags: Record<string, string[]>;
  creator?: string;
  /** The piece's own `license#N`, else the library's `license`. */
  license?: string;
  /** Declared size in centimetres: x, z and y extents of the model as SweetHome3D shows it. */
  width: number;
  depth: number;
  height: number;
  elevation: number;
  /** Path of the OBJ (or of a zip holding it) inside the archive. */
  model: string;
  icon?: string;
  planIcon?: string;
  /** Row-major 3×3 matrix turning the model into SweetHome3D's y-up, front-facing-+z frame. */
  modelRotation?: number[];
  doorOrWindow: boolean;
  creationDate?: string;
}

export interface Sh3fCatalogue {
  library: Sh3fLibrary;
  pieces: Sh3fPiece[];
  /** Entries that could not be read as pieces (no model, no name, bad size). */
  invalid: Array<{ id: string; reason: string }>;
}

/** 'PluginFurnitureCatalog_pt_PT.properties' → 'pt-PT'; the default file → 'en'. */
export function languageOfFile(file: string): string | undefined {
  const match = new RegExp(`^${CATALOG}(?:_([a-z]{2,3})(?:_([A-Za-z]{2,4}))?)?\\.properties$`).exec(
    path.posix.basename(file),
  );
  if (!match) return undefined;
  if (!match[1]) return 'en';
  return match[2] ? `${match[1]}-${match[2]}` : match[1];
}

const splitTags = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

const number = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? NaN : Number(value);

/**
 * Reads the catalogue properties at the archive root. Throws when the default
 * PluginFurnitureCatalog.properties is missing: then the zip is no furniture library.
 */
export async function readCatalogue(archive: FileSource, fileName: string): Promise<Sh3fCatalogue> {
  const files = archive.paths().filter((p) => !p.includes('/') && languageOfFile(p));
  const main = files.find((p) => languageOfFile(p) === 'en' && p === `${CATALOG}.properties`);
  if (!main) {
    throw new Error(
      `${fileName} is not a SweetHome3D furniture library: ${CATALOG}.properties is missing`,
    );
  }
  const base = parseProperties(decodePropertiesBytes(await archive.read(main)));
  const localized = new Map<string, Map<string, string>>();
  for (const file of files.sort()) {
    if (file === main) continue;
    localized.set(
      languageOfFile(file)!,
      parseProperties(decodePropertiesBytes(await archive.read(file))),
    );
  }

  const libraryLicense = base.get('license');
  const library: Sh3fLibrary = {
    id: base.get('id') || fileName.replace(/\.sh3f$/i, ''),
    name: base.get('name') || fileName.replace(/\.sh3f$/i, ''),
    description: base.get('description'),
    version: base.get('version'),
    license: libraryLicense,
    provider: base.get('provider'),
    languages: [],
  };

  const indices = new Set<number>();
  for (const key of base.keys()) {
    const match = /^(?:id|name|model)#(\d+)$/.exec(key);
    if (match) indices.add(Number(match[1]));
  }
  const pieces: Sh3fPiece[] = [];
  const invalid: Sh3fCatalogue['invalid'] = [];
  const used = new Set<string>();
  const languages = new Set<string>(['en']);
  for (const n of [...indices].sort((a, b) => a - b)) {
    const get = (key: string) => base.get(`${key}#${n}`)?.trim();
    let id = get('id') || `${library.id}#${n}`;
    if (used.has(id)) id = `${id}#${n}`;
    used.add(id);
    const name = get('name');
    const model = get('model');
    const [width, depth, height] = [
      number(get('width')),
      number(get('depth')),
      number(get('height')),
    ];
    const problem = !name
      ? 'no name'
      : !model
        ? 'no model'
        : ![width, depth, height].every((v) => Number.isFinite(v) && v >= 0)
          ? `bad size ${get('width')} x ${get('depth')} x ${get('height')}`
          : undefined;
    if (problem || !name || !model) {
      invalid.push({ id, reason: problem ?? 'incomplete' });
      continue;
    }

    const names: Record<string, string> = { en: name };
    const categories: Record<string, string> = {};
    const tags: Record<string, string[]> = {};
    const category = get('category');
    if (category) categories.en = category;
    if (splitTags(get('tags')).length) tags.en = splitTags(get('tags'));
    for (const [language, props] of localized) {
      // A region variant ('pt-PT') only counts where it says something its base language does not.
      const parent = language.includes('-') ? language.split('-')[0]! : undefined;
      const pick = (key: string, into: Record<string, string>) => {
        const value = props.get(`${key}#${n}`)?.trim();
        if (!value || (parent && into[parent] === value)) return;
        into[language] = value;
        languages.add(language);
      };
      pick('name', names);
      pick('category', categories);
      const localTags = splitTags(props.get(`tags#${n}`));
      if (localTags.length) tags[language] = localTags;
    }
    const rotation = get('modelRotation')?.split(/\s+/).map(Number);
    pieces.push({
      index: n,
      id,
      names,
      categories,
      tags,
      creator: get('creator') || undefined,
      license: get('license') || libraryLicense || undefined,
      width,
      depth,
      height,
      elevation: number(get('elevation')) || 0,
      model,
      icon: get('icon') || undefined,
      planIcon: get('planIcon') || undefined,
      modelRotation:
        rotation?.length === 9 && rotation.every(Number.isFinite) ? rotation : undefined,
      doorOrWindow: get('doorOrWindow') === 'true',
      creationDate: get('creationDate') || undefined,
    });
  }
  library.languages = [...languages].sort((a, b) =>
    a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b),
  );
  return { library, pieces, invalid };
}
