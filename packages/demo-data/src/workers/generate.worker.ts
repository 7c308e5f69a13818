/** Worker thread entry: runs generator jobs sent by the pool. */
import { serveJobs } from './pool';
import { runJob, type Job } from './jobs';

await serveJobs<Job, unknown>(async (job) => {
  const result = await runJob(job);
  const transfer: ArrayBuffer[] = [];
  for (const value of Object.values(result)) {
    if (
      value instanceof Uint8Array &&
      value.byteOffset === 0 &&
      value.buffer instanceof ArrayBuffer
    ) {
      transfer.push(value.buffer);
    }
  }
  return { result, transfer };
});
