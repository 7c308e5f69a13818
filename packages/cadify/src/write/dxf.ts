/**
 * DXF with one 3DFACE per triangle, millimetres ($INSUNITS 4), Z up as in CAD, one layer
 * per material with its colour, so architects can place the product in a drawing.
 */
import type { FlatModel } from '../flatten';
import { toByte } from './color';

/** Layer names: letters, digits, - and _ only (older readers refuse the rest). */
const layerName = (name: string, i: number) =>
  `${i}_${name.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 60)}`;

const num = (v: number) => (Math.round(v * 1e4) / 1e4).toString();

export function writeDxf(model: FlatModel): Buffer {
  const layers = new Map<string, { name: string; rgb: number }>();
  for (const part of model.parts) {
    if (layers.has(part.material.name)) continue;
    const [r, g, b] = part.material.color.map(toByte);
    layers.set(part.material.name, {
      name: layerName(part.material.name, layers.size),
      rgb: (r! << 16) | (g! << 8) | b!,
    });
  }
  const out: string[] = [];
  const pair = (code: number, value: string | number) => out.push(String(code), String(value));
  pair(0, 'SECTION');
  pair(2, 'HEADER');
  pair(9, '$ACADVER');
  pair(1, 'AC1009');
  pair(9, '$INSUNITS');
  pair(70, 4);
  pair(0, 'ENDSEC');
  pair(0, 'SECTION');
  pair(2, 'TABLES');
  pair(0, 'TABLE');
  pair(2, 'LAYER');
  pair(70, layers.size);
  for (const layer of layers.values()) {
    pair(0, 'LAYER');
    pair(2, layer.name);
    pair(70, 0);
    pair(62, 7);
    pair(6, 'CONTINUOUS');
  }
  pair(0, 'ENDTAB');
  pair(0, 'ENDSEC');
  pair(0, 'SECTION');
  pair(2, 'ENTITIES');
  for (const part of model.parts) {
    const layer = layers.get(part.material.name)!;
    const p = part.positions;
    for (let t = 0; t < part.indices.length; t += 3) {
      pair(0, '3DFACE');
      pair(8, layer.name);
      pair(420, layer.rgb);
      for (let k = 0; k < 4; k++) {
        // The fourth corner repeats the third: a triangle.
        const v = part.indices[t + Math.min(k, 2)]! * 3;
        pair(10 + k, num(p[v]! * 1000));
        pair(20 + k, num(-p[v + 2]! * 1000));
        pair(30 + k, num(p[v + 1]! * 1000));
      }
    }
  }
  pair(0, 'ENDSEC');
  pair(0, 'EOF');
  return Buffer.from(out.join('\n') + '\n', 'latin1');
}
