/**
 * USDZ for AR Quick Look on iOS: a USDA layer written here (three's USDZExporter needs a
 * canvas for textures, which Node lacks) plus the PNG/JPEG textures, in a 64-byte aligned
 * stored zip. One Mesh per part with a UsdPreviewSurface material; metres, Y up.
 */
import type { FlatMaterial, FlatModel } from '../flatten';
import { storedAlignedZip } from './stored-zip';
import { num, textureFiles } from './textures';

const ident = (name: string, i: number) =>
  `${
    name
      .replace(/[^A-Za-z0-9_]+/g, '_')
      .replace(/^(?=\d)/, '_')
      .slice(0, 40) || 'part'
  }_${i}`;

/** `[(a, b, c), ...]`, built by concatenation (V8 ropes): arrays of small strings cost GC. */
function tuples(values: ArrayLike<number>, size: number, flipSecond = false): string {
  let out = '[';
  for (let i = 0; i < values.length; i += size) {
    out += i ? ', (' : '(';
    for (let k = 0; k < size; k++) {
      const v = values[i + k]!;
      out += (k ? ', ' : '') + num(flipSecond && k === 1 ? 1 - v : v);
    }
    out += ')';
  }
  return out + ']';
}

function materialText(material: FlatMaterial, path: string, texture: string | undefined): string {
  const [r, g, b, a] = material.color;
  const lines = [
    `        def Material "${path.split('/').pop()}"`,
    '        {',
    `            token outputs:surface.connect = <${path}/Surface.outputs:surface>`,
    '            def Shader "Surface"',
    '            {',
    '                uniform token info:id = "UsdPreviewSurface"',
    texture
      ? `                color3f inputs:diffuseColor.connect = <${path}/Diffuse.outputs:rgb>`
      : `                color3f inputs:diffuseColor = (${num(r)}, ${num(g)}, ${num(b)})`,
    `                float inputs:opacity = ${num(a)}`,
    `                float inputs:metallic = ${num(material.metallic)}`,
    `                float inputs:roughness = ${num(material.roughness)}`,
    '                token outputs:surface',
    '            }',
  ];
  if (texture)
    lines.push(
      '            def Shader "Coordinates"',
      '            {',
      '                uniform token info:id = "UsdPrimvarReader_float2"',
      '                string inputs:varname = "st"',
      '                float2 outputs:result',
      '            }',
      '            def Shader "Diffuse"',
      '            {',
      '                uniform token info:id = "UsdUVTexture"',
      `                asset inputs:file = @${texture}@`,
      `                float2 inputs:st.connect = <${path}/Coordinates.outputs:result>`,
      `                float4 inputs:scale = (${num(r)}, ${num(g)}, ${num(b)}, 1)`,
      '                token inputs:wrapS = "repeat"',
      '                token inputs:wrapT = "repeat"',
      '                token inputs:sourceColorSpace = "sRGB"',
      '                float3 outputs:rgb',
      '            }',
    );
  lines.push('        }');
  return lines.join('\n');
}

export function writeUsdz(model: FlatModel): Buffer {
  const textures = textureFiles(model, 'textures');
  const materials = new Map<FlatMaterial, string>();
  const materialBlocks: string[] = [];
  for (const { material } of model.parts) {
    if (materials.has(material)) continue;
    const path = `/Model/Materials/${ident(material.name, materials.size)}`;
    materials.set(material, path);
    materialBlocks.push(
      materialText(material, path, material.texture ? textures.get(material.texture) : undefined),
    );
  }
  const meshes = model.parts.map((part, i) => {
    const count = part.indices.length / 3;
    const lines = [
      `    def Mesh "${ident(part.name, i)}" (`,
      '        prepend apiSchemas = ["MaterialBindingAPI"]',
      '    )',
      '    {',
      `        int[] faceVertexCounts = [${'3, '.repeat(count).slice(0, -2)}]`,
      `        int[] faceVertexIndices = [${part.indices.join(', ')}]`,
      `        point3f[] points = ${tuples(part.positions, 3)}`,
      `        normal3f[] normals = ${tuples(part.normals, 3)} (`,
      '            interpolation = "vertex"',
      '        )',
    ];
    if (part.uvs)
      lines.push(
        // USD texture coordinates run up from the bottom; glTF's down from the top.
        `        texCoord2f[] primvars:st = ${tuples(part.uvs, 2, true)} (`,
        '            interpolation = "vertex"',
        '        )',
      );
    lines.push(
      `        rel material:binding = <${materials.get(part.material)}>`,
      '        uniform bool doubleSided = 1',
      '        uniform token subdivisionScheme = "none"',
      '    }',
    );
    return lines.join('\n');
  });
  const usda = [
    '#usda 1.0',
    '(',
    '    customLayerData = { string creator = "Vitrine cadify" }',
    '    defaultPrim = "Model"',
    '    metersPerUnit = 1',
    '    upAxis = "Y"',
    ')',
    '',
    'def Xform "Model" (',
    '    kind = "component"',
    ')',
    '{',
    '    def Scope "Materials"',
    '    {',
    ...materialBlocks,
    '    }',
    ...meshes,
    '}',
    '',
  ].join('\n');
  return storedAlignedZip([
    { name: 'model.usda', data: Buffer.from(usda, 'utf8') },
    ...[...textures].map(([texture, path]) => ({ name: path, data: texture.image })),
  ]);
}
