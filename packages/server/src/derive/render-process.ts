/**
 * A render process (render-pool.ts starts it): runs one sharp job at a time as the server asks
 * and says when it is done. It exits when the server goes away (the IPC channel closes).
 */
import sharp from 'sharp';
import { renderImagine } from './imagine';
import { rasterise, type RenderJob, type RenderReply } from './render-jobs';
import { renderMapTo } from './substance';

const WARM_UP =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';

// One render at a time per process, and few threads for it: the processes are the parallelism.
sharp.concurrency(1);
sharp.cache(false);

async function run(job: RenderJob): Promise<void> {
  switch (job.op) {
    case 'imagine':
      return renderImagine(job.input, job.request, job.format, job.options, job.outPath);
    case 'map':
      return renderMapTo(job.bytes, job.request, job.format, job.options, job.outPath);
    case 'raster':
      return rasterise(job.input, job.maxSide, job.options, job.outPath);
  }
}

process.on('message', (message: { id: number; job: RenderJob }) => {
  run(message.job).then(
    () => process.send!({ id: message.id } satisfies RenderReply),
    (error: unknown) =>
      process.send!({ id: message.id, error: String((error as Error)?.message ?? error) }),
  );
});
process.on('disconnect', () => process.exit(0));
// Loaded, and the SVG reader too (its first drawing loads a library): the server starts the
// deadline of the first job from here.
await sharp(Buffer.from(WARM_UP)).png().toBuffer();
process.send!({ id: 0 } satisfies RenderReply);
