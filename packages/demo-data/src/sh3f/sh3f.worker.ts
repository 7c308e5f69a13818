/** Worker thread entry: converts and renders the pieces the importer sends (see piece-job.ts). */
import { serveJobs } from '../workers/pool';
import { runPieceJob, type PieceJob, type PieceResult } from './piece-job';

await serveJobs<PieceJob, PieceResult>(async (job) => {
  const result = await runPieceJob(job);
  const transfer: ArrayBuffer[] = [];
  if (result.ok) {
    for (const bytes of [result.glb, result.preview, result.icon]) {
      if (
        bytes &&
        bytes.byteOffset === 0 &&
        bytes.buffer instanceof ArrayBuffer &&
        bytes.byteLength === bytes.buffer.byteLength
      ) {
        transfer.push(bytes.buffer);
      }
    }
  }
  return { result, transfer };
});
