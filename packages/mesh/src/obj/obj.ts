/**
 * A Wavefront OBJ reader for the furniture models of SweetHome3D libraries. Hand-written
 * because the npm options fall short in Node: assimpjs (assimp 5.2 as wasm) leaves textures as
 * external URIs, generates no normals, drops smoothing groups and tags primitives with the
 * non-standard FB_ngon_encoding extension; obj2gltf reads from disk and pulls in all of Cesium.
 */

/** Triangles that share one material, as flat corner triples. */
export interface ObjPart {
  /** The `usemtl` name in force, undefined before the first one. */
  material: string | undefined;
  /** Per corner: position, texture coordinate and normal index (0-based, -1 when absent). */
  corners: number[];
  /** Per triangle: smoothing group, 0 for `s off`. */
  smoothing: number[];
}

export interface ObjData {
  positions: number[];
  uvs: number[];
  normals: number[];
  /** The text after each `mtllib` (names may hold blanks, so it is kept whole). */
  mtllibs: string[];
  parts: ObjPart[];
  /** True when the file has any `s` statement; otherwise normals are guessed by crease angle. */
  hasSmoothing: boolean;
  /** Faces dropped for pointing at vertices that do not exist. */
  badFaces: number;
}

/** Splits into lines, joining those that end in a backslash (OBJ line continuation). */
function* lines(text: string): Generator<string> {
  let pending = '';
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    let line = text.slice(start, end);
    start = end + 1;
    if (line.endsWith('\r')) line = line.slice(0, -1);
    if (line.endsWith('\\')) {
      pending += line.slice(0, -1) + ' ';
      continue;
    }
    yield pending + line;
    pending = '';
  }
  if (pending) yield pending;
}

const restOf = (line: string, keyword: string) => line.trimStart().slice(keyword.length).trim();

/**
 * Parses OBJ text. Handles v/vt/vn, faces in all four index forms with negative (relative)
 * indices, polygons as triangle fans, usemtl, mtllib and s; ignores g, o, l, p, curves and
 * vertex colours. Faces with unknown positions are dropped and counted, unknown texture
 * coordinates or normals are treated as missing.
 */
export function parseObj(text: string): ObjData {
  const positions: number[] = [];
  const uvs: number[] = [];
  const normals: number[] = [];
  const mtllibs: string[] = [];
  const parts: ObjPart[] = [];
  const byMaterial = new Map<string | undefined, ObjPart>();
  let part: ObjPart | undefined;
  let smoothing = 0;
  let hasSmoothing = false;
  let badFaces = 0;
  const face: number[] = [];

  const resolve = (token: string | undefined, count: number) => {
    if (token === undefined || token === '') return -1;
    const n = parseInt(token, 10);
    const index = n > 0 ? n - 1 : n < 0 ? count + n : -1;
    return index >= 0 && index < count ? index : -1;
  };
  const use = (material: string | undefined) => {
    part = byMaterial.get(material);
    if (!part) {
      part = { material, corners: [], smoothing: [] };
      byMaterial.set(material, part);
      parts.push(part);
    }
  };

  for (const line of lines(text)) {
    const tokens = line.trim().split(/\s+/);
    const keyword = tokens[0];
    switch (keyword) {
      case 'v':
        positions.push(Number(tokens[1]) || 0, Number(tokens[2]) || 0, Number(tokens[3]) || 0);
        break;
      case 'vt':
        uvs.push(Number(tokens[1]) || 0, Number(tokens[2]) || 0);
        break;
      case 'vn':
        normals.push(Number(tokens[1]) || 0, Number(tokens[2]) || 0, Number(tokens[3]) || 0);
        break;
      case 'f': {
        face.length = 0;
        if (tokens.length < 4) break; // Two-corner "faces" are edges: nothing to fill.
        let ok = true;
        for (let i = 1; i < tokens.length && ok; i++) {
          const [v, vt, vn] = tokens[i]!.split('/');
          const p = resolve(v, positions.length / 3);
          if (p < 0) ok = false;
          face.push(p, resolve(vt, uvs.length / 2), resolve(vn, normals.length / 3));
        }
        if (!ok) {
          badFaces++;
          break;
        }
        if (!part) use(undefined);
        const corners = part!.corners;
        for (let i = 1; i + 1 < face.length / 3; i++) {
          corners.push(face[0]!, face[1]!, face[2]!);
          corners.push(face[i * 3]!, face[i * 3 + 1]!, face[i * 3 + 2]!);
          corners.push(face[i * 3 + 3]!, face[i * 3 + 4]!, face[i * 3 + 5]!);
          part!.smoothing.push(smoothing);
        }
        break;
      }
      case 'usemtl':
        use(restOf(line, 'usemtl') || undefined);
        break;
      case 'mtllib':
        if (restOf(line, 'mtllib')) mtllibs.push(restOf(line, 'mtllib'));
        break;
      case 's': {
        hasSmoothing = true;
        const value = (tokens[1] ?? 'off').toLowerCase();
        smoothing = value === 'off' ? 0 : parseInt(value, 10) || 0;
        break;
      }
      default:
        break;
    }
  }
  return {
    positions,
    uvs,
    normals,
    mtllibs,
    parts: parts.filter((p) => p.smoothing.length > 0),
    hasSmoothing,
    badFaces,
  };
}
