/**
 * A list's PDF made in a worker thread of its own (pdf-worker.ts), so that no export holds the
 * event loop: the images are read here first (a few at a time, each once), then the thread
 * gets the rows and images, builds the PDF and ends.
 */
import { Worker } from 'node:worker_threads';
import type { ExportList } from './table';

export interface PdfJob {
  list: ExportList;
  lang: string;
  date: string;
  /** Image bytes by dataport id (JPEG or PNG). */
  images: Map<string, Uint8Array>;
}

// Worker threads cannot load TypeScript by themselves: the boot file registers tsx.
const BOOT = new URL('../../media/worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./pdf-worker.ts', import.meta.url).href;
/** Images read at once. */
const IMAGE_READS = 3;

async function imagesOf(
  list: ExportList,
  imageOf: ((dataport: string) => Promise<Uint8Array | undefined>) | undefined,
) {
  const images = new Map<string, Uint8Array>();
  if (!imageOf) return images;
  const wanted = [...new Set(list.rows.flatMap((row) => (row.image ? [row.image] : [])))];
  let next = 0;
  const reader = async () => {
    while (next < wanted.length) {
      const dataport = wanted[next++]!;
      const bytes = await imageOf(dataport);
      if (bytes) images.set(dataport, bytes);
    }
  };
  await Promise.all(Array.from({ length: IMAGE_READS }, reader));
  return images;
}

export async function pdfInWorker(
  list: ExportList,
  lang: string,
  date: string,
  imageOf?: (dataport: string) => Promise<Uint8Array | undefined>,
): Promise<Buffer> {
  const job: PdfJob = { list, lang, date, images: await imagesOf(list, imageOf) };
  const worker = new Worker(BOOT, {
    workerData: { entry: ENTRY, job },
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  return new Promise<Buffer>((resolve, reject) => {
    worker.once('message', (bytes: Uint8Array) =>
      resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`The list's PDF was not made (its worker stopped, code ${code})`)),
    );
  });
}
