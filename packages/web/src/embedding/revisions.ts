/**
 * pCat.checkRevisions: which of the models a host downloaded earlier changed or were
 * deprecated since (docs/EMBEDDING.md). One catalogue fetch for all ids; the identity and
 * state fields (state, data_version) always come. Unknown or hidden ids are `missing`.
 */
import type { Revision, RevisionStatus } from '@vitrine/embed/app';
import { postJson } from '../api/client';

interface Found {
  id: string;
  state?: string;
  data_version?: number;
}

/** The status of each model asked about, in order. */
export function revisionStatuses(
  asked: readonly Revision[],
  found: readonly Found[],
): RevisionStatus[] {
  const byId = new Map(found.map((model) => [model.id, model]));
  return asked.map(({ id, dataVersion }) => {
    const model = byId.get(id);
    if (!model || model.data_version === undefined) return { id, dataVersion, status: 'missing' };
    const currentDataVersion = model.data_version;
    const status =
      model.state === 'deprecated'
        ? 'deprecated'
        : currentDataVersion > dataVersion
          ? 'changed'
          : 'current';
    return { id, dataVersion, status, currentDataVersion };
  });
}

/** Asks the catalogue about the models and answers in pCatHost.downloadedRevision's shape. */
export async function checkRevisions(asked: readonly Revision[]): Promise<RevisionStatus[]> {
  const ids = [...new Set(asked.map((model) => model.id))];
  const answer = await postJson<{ models: Found[] }>('/v1/models/fetch', {
    ids,
    favourite_languages: ['en'],
    fetch: {},
  });
  return revisionStatuses(asked, answer.models);
}
