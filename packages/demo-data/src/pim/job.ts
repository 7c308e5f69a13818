/** The worker side of a brand's product information: its PDFs and its contact's photo. */
import { contactPhoto } from './contact';
import { pimPdf } from './documents';
import type { PimJob, PimJobResult } from './brand-pim';

export async function runPimJob(job: PimJob): Promise<PimJobResult> {
  const pdfs: Uint8Array[] = [];
  for (const document of job.documents) pdfs.push(await pimPdf(document));
  return { pdfs, photo: new Uint8Array(await contactPhoto(job.brand)) };
}
