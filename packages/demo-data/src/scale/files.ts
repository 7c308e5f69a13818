/**
 * The scale catalogue's only files: one tiny placeholder per kind of reference (preview,
 * logo, glb, datasheet, material definition), stored once under fixed dataport ids and
 * shared by every item, so a million models cost no bytes beyond their metadata.
 */
import sharp from 'sharp';
import type { CatalogueSink, FileInput } from '../sink';

export interface PlaceholderFiles {
  preview: string;
  logo: string;
  glb: string;
  datasheet: string;
  definition: string;
}

const pixel = (format: 'jpeg' | 'png') => {
  const image = sharp({ create: { width: 1, height: 1, channels: 3, background: '#cfc6b8' } });
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
};

/** Stores the placeholders (one putFiles call) and answers their dataport ids. */
export async function storePlaceholders(sink: CatalogueSink): Promise<PlaceholderFiles> {
  const text = (s: string) => new TextEncoder().encode(s);
  const files: Array<[keyof PlaceholderFiles, FileInput]> = [
    ['preview', input(await pixel('jpeg'), 'preview.jpg', 'image/jpeg', 'jpg')],
    ['logo', input(await pixel('png'), 'logo.png', 'image/png', 'png')],
    // A glb header without chunks: enough for a reference, nothing to render.
    ['glb', input(text('glTF\x02\0\0\0\x0c\0\0\0'), 'model.glb', 'model/gltf-binary', 'glb')],
    ['datasheet', input(text('%PDF-1.4\n%%EOF\n'), 'datasheet.pdf', 'application/pdf', 'pdf')],
    [
      'definition',
      input(text('{"placeholder":true}\n'), 'material.json', 'application/json', 'json'),
    ],
  ];
  const ids = await sink.putFiles(
    files.map(([name, file]) => ({ ...file, dataportId: `scale_${name}` })),
  );
  const stored: Partial<PlaceholderFiles> = {};
  files.forEach(([name], i) => (stored[name] = ids[i]!));
  return stored as PlaceholderFiles;
}

function input(bytes: Uint8Array, name: string, mediaType: string, filetype: string): FileInput {
  return { bytes, filename: `scale-${name}`, mediaType, filetype };
}
