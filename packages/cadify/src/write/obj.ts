/**
 * OBJ in a zip with its MTL and textures (metres, Y up), the way OBJ is exchanged: the
 * MTL names each texture by its path in the zip.
 */
import { zipSync } from 'fflate';
import type { FlatMaterial, FlatModel } from '../flatten';
import { toDisplay } from './color';
import { num, textureFiles } from './textures';

export function writeObjZip(model: FlatModel): Uint8Array {
  const textures = textureFiles(model, 'textures');
  const names = new Map<FlatMaterial, string>();
  const mtl: string[] = ['# Vitrine cadify'];
  for (const { material } of model.parts) {
    if (names.has(material)) continue;
    const name = `${material.name.replace(/\s+/g, '_')}_${names.size}`;
    names.set(material, name);
    const [r, g, b, a] = material.color;
    mtl.push('', `newmtl ${name}`, `Kd ${[r, g, b].map((c) => num(toDisplay(c))).join(' ')}`);
    mtl.push(
      'Ka 0 0 0',
      // Specular strength and exponent from roughness (smooth surfaces shine).
      `Ks ${Array(3)
        .fill(num(0.04 + 0.5 * (1 - material.roughness) ** 2))
        .join(' ')}`,
    );
    mtl.push(
      `Ns ${num(Math.max(1, 2 / Math.max(0.01, material.roughness) ** 2 - 2))}`,
      `d ${num(a)}`,
      'illum 2',
    );
    if (material.texture) mtl.push(`map_Kd ${textures.get(material.texture)}`);
  }
  const obj: string[] = ['# Vitrine cadify, metres, Y up', 'mtllib model.mtl'];
  let base = 1;
  for (const part of model.parts) {
    const count = part.positions.length / 3;
    obj.push(`o ${part.name.replace(/\s+/g, '_')}`);
    const p = part.positions,
      n = part.normals,
      uv = part.uvs;
    for (let i = 0; i < count; i++)
      obj.push(`v ${num(p[i * 3]!)} ${num(p[i * 3 + 1]!)} ${num(p[i * 3 + 2]!)}`);
    for (let i = 0; i < count; i++)
      obj.push(`vn ${num(n[i * 3]!)} ${num(n[i * 3 + 1]!)} ${num(n[i * 3 + 2]!)}`);
    if (uv)
      for (let i = 0; i < count; i++) obj.push(`vt ${num(uv[i * 2]!)} ${num(1 - uv[i * 2 + 1]!)}`);
    obj.push(`usemtl ${names.get(part.material)}`);
    for (let t = 0; t < part.indices.length; t += 3) {
      const c = [0, 1, 2].map((k) => base + part.indices[t + k]!);
      obj.push(`f ${c.map((i) => (uv ? `${i}/${i}/${i}` : `${i}//${i}`)).join(' ')}`);
    }
    base += count;
  }
  const files: Record<string, Uint8Array> = {
    'model.obj': Buffer.from(obj.join('\n') + '\n'),
    'model.mtl': Buffer.from(mtl.join('\n') + '\n'),
  };
  for (const [texture, path] of textures) files[path] = texture.image;
  return zipSync(files, { level: 6 });
}
