/**
 * Wavefront MTL materials: the parts a product viewer can show (diffuse colour and map,
 * specular strength and exponent, opacity), in the dialects SweetHome3D libraries contain.
 */

export interface MtlMaterial {
  name: string;
  /** Diffuse colour, 0–1 per channel as written (display values, not linear). */
  kd?: [number, number, number];
  ks?: [number, number, number];
  ke?: [number, number, number];
  /** Specular exponent. */
  ns?: number;
  /** Opacity from `d`. */
  d?: number;
  /** Transparency from `Tr` (1 − opacity); used only without `d`. */
  tr?: number;
  /** Diffuse texture file, options stripped. */
  mapKd?: string;
}

/** Option flags of map_* statements and how many arguments each takes at most. */
const MAP_OPTIONS: Record<string, number> = {
  '-blendu': 1,
  '-blendv': 1,
  '-bm': 1,
  '-boost': 1,
  '-cc': 1,
  '-clamp': 1,
  '-imfchan': 1,
  '-mm': 2,
  '-o': 3,
  '-s': 3,
  '-t': 3,
  '-texres': 1,
  '-type': 1,
};

/**
 * The file name of a map statement: options (`-s 1 1 1`, `-clamp on`…) skipped, the rest
 * kept whole because texture names may contain blanks.
 */
export function mapFileName(args: string): string {
  const tokens = args.trim().split(/\s+/);
  let i = 0;
  while (
    i < tokens.length &&
    tokens[i]!.startsWith('-') &&
    MAP_OPTIONS[tokens[i]!.toLowerCase()] !== undefined
  ) {
    const max = MAP_OPTIONS[tokens[i]!.toLowerCase()]!;
    i++;
    for (let n = 0; n < max && i < tokens.length - 1; n++) {
      if (n > 0 && !/^-?[\d.]+$/.test(tokens[i]!)) break;
      i++;
    }
  }
  return tokens.slice(i).join(' ');
}

const colour = (tokens: string[]): [number, number, number] | undefined => {
  if (tokens[1] === 'spectral' || tokens[1] === 'xyz') return undefined;
  const r = Number(tokens[1]);
  if (!Number.isFinite(r)) return undefined;
  const g = Number(tokens[2] ?? r);
  const b = Number(tokens[3] ?? r);
  return [r, Number.isFinite(g) ? g : r, Number.isFinite(b) ? b : r];
};

/** Parses MTL text into materials by name (a later definition of a name wins). */
export function parseMtl(text: string): Map<string, MtlMaterial> {
  const materials = new Map<string, MtlMaterial>();
  let current: MtlMaterial | undefined;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const tokens = line.split(/\s+/);
    const keyword = tokens[0]!;
    const rest = line.slice(keyword.length).trim();
    if (keyword === 'newmtl') {
      current = { name: rest };
      materials.set(rest, current);
      continue;
    }
    if (!current) continue;
    switch (keyword.toLowerCase()) {
      case 'kd':
        current.kd = colour(tokens);
        break;
      case 'ks':
        current.ks = colour(tokens);
        break;
      case 'ke':
        current.ke = colour(tokens);
        break;
      case 'ns':
        current.ns = Number(tokens[1]);
        break;
      case 'd':
        // `d -halo 0.5` is still an opacity.
        current.d = Number(tokens[tokens.length - 1]);
        break;
      case 'tr':
        current.tr = Number(tokens[1]);
        break;
      case 'map_kd':
        current.mapKd = mapFileName(rest) || undefined;
        break;
      default:
        break;
    }
  }
  return materials;
}

/** Opacity of a material: `d`, else 1 − `Tr`, clamped; 1 when neither is usable. */
export function opacityOf(material: MtlMaterial | undefined): number {
  const d = material?.d;
  if (d !== undefined && Number.isFinite(d)) return Math.min(1, Math.max(0, d));
  const tr = material?.tr;
  if (tr !== undefined && Number.isFinite(tr)) return Math.min(1, Math.max(0, 1 - tr));
  return 1;
}
