/**
 * The items of a list with what a list download needs: titles in the reader's language, CAD
 * files and materials, and the files' meta (sizes, what cadify can make).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataportService, useFileMeta } from '../../api/dataport';
import { postJson } from '../../api/client';
import type { ModelDoc } from '../../api/models';
import { textOf, useDataLanguages } from '../../api/texts';
import { allowedFormats } from '../../downloads/allowed';
import type { ListDownloadRules, ListItem } from '../../downloads/listDownload';

const FETCH = { texts: true, cads: true, materials: true } as const;

export interface ListItems {
  items: ListItem[];
  rules: ListDownloadRules;
  ready: boolean;
  failed: boolean;
}

export function useListItems(ids: readonly string[]): ListItems {
  const languages = useDataLanguages();
  const models = useQuery({
    queryKey: ['catalog', 'models', 'list-download', ids, languages],
    queryFn: ({ signal }) =>
      postJson<{ models: ModelDoc[] }>(
        '/v1/models/fetch',
        { ids, favourite_languages: languages, fetch: FETCH },
        signal,
      ),
    enabled: ids.length > 0,
  });
  const docs = models.data?.models ?? [];
  const dataports = docs.flatMap((m) => [
    ...(m.cads ?? []).map((c) => c.dataport),
    ...(m.materials ?? []).flatMap((x) => (x.dataport ? [x.dataport] : [])),
  ]);
  const { meta, pending } = useFileMeta(dataports);
  const service = useDataportService();
  const allowed = allowedFormats();
  const items: ListItem[] = docs.map((m) => ({
    id: m.id,
    title: textOf(m, 'title', languages) ?? m.id,
    kind: m.type === 'material' ? 'materials' : 'models',
    cads: m.cads ?? [],
    materials: m.materials ?? [],
  }));
  return {
    items,
    rules: {
      meta,
      writable: service.data?.filetypes.references.cadify,
      allowed: allowed.cad,
      allowedMaterial: allowed.material,
    },
    ready: models.isSuccess && !pending && !service.isPending,
    failed: models.isError,
  };
}
