/**
 * Entry of a list PDF's worker thread (pdf-job.ts): builds the PDF from the rows and the
 * images read before, and posts its bytes back. pdf-lib embeds the fonts' subsets in one go,
 * which would hold the event loop for hundreds of milliseconds on a busy machine.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { pdfOf } from './pdf';
import type { PdfJob } from './pdf-job';
import { exportTexts } from './texts';

// Background work: the thread leaves the cores to the event loop's thread first.
try {
  setPriority(0, 10);
} catch {
  // Not allowed on this system: the thread runs at the process's priority.
}

const { list, lang, date, images } = (workerData as { job: PdfJob }).job;
const bytes = await pdfOf(list, exportTexts(lang), date, async (dataport) => images.get(dataport));
parentPort!.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
