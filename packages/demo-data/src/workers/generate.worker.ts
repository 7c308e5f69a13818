/** Worker thread entry: runs generator jobs sent by the pool. */
import { serveJobs } from './pool';
import { runJob, type Job } from './jobs';

/** Byte arrays that own their whole buffer move to the main thread instead of being copied. */
function transferables(value: unknown, out: ArrayBuffer[] = []): ArrayBuffer[] {
  if (value instanceof Uint8Array) {
    if (value.byteOffset === 0 && value.buffer instanceof ArrayBuffer) {
      if (value.byteLength === value.buffer.byteLength && !out.includes(value.buffer))
        out.push(value.buffer);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) transferables(item, out);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) transferables(item, out);
  }
  return out;
}

await serveJobs<Job, unknown>(async (job) => {
  const result = await runJob(job);
  return { result, transfer: transferables(result) };
});
