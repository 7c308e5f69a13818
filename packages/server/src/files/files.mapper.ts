/** Shapes stored rows into the spec's dataport entry, with only the parts a caller asked for. */
import type {
  AdditionalHeaders,
  Analyses,
  DataportEntry,
  Features,
  MetaFetch,
  TextEntry,
} from '@vitrine/contracts';
import type { FileRow } from './files.repository';

/** The meta document of a row: everything about a file that is not a column. */
export interface DataportMeta {
  texts?: TextEntry[];
  additional_headers?: AdditionalHeaders;
  features?: Features;
  analyses?: Analyses;
  /** Whether analysis has run (bulk-stored files are analysed when first asked about). */
  analysed?: boolean;
}

export const metaOf = (row: FileRow) => row.meta as DataportMeta;

export const ALL_PARTS: Required<Omit<MetaFetch, 'all'>> = {
  original_file: true,
  alias_file: true,
  ownership: true,
  texts: true,
  additional_headers: true,
  features: true,
  analyses: true,
};

/** Parts asked for: `all`, the flags given, or (no flags) everything. */
export function partsOf(fetch: MetaFetch | undefined) {
  if (!fetch || fetch.all || Object.values(fetch).every((v) => v === false || v === undefined)) {
    return ALL_PARTS;
  }
  return { ...fetch };
}

export function toEntry(
  row: FileRow,
  parts: MetaFetch,
  alias?: DataportEntry['alias_file'],
): DataportEntry {
  const meta = metaOf(row);
  const entry: DataportEntry = { dataport_id: row.dataport_id };
  if (parts.original_file) {
    entry.original_file = {
      filetype: row.filetype,
      media_type: row.media_type,
      size: row.size,
      file_hash: row.file_hash,
      confidence: Math.round(row.confidence * 100) / 100,
    };
  }
  if (parts.alias_file) entry.alias_file = alias ?? null;
  if (parts.ownership) {
    entry.ownership = {
      owned_by_owner_id: row.owner_id,
      owned_by_user_id: row.user_id,
      is_temporary: row.is_temporary,
    };
  }
  if (parts.texts) entry.texts = meta.texts ?? [];
  if (parts.additional_headers) {
    entry.additional_headers = {
      ...(row.filename ? { filename: row.filename } : {}),
      ...meta.additional_headers,
    };
  }
  if (parts.features) entry.features = meta.features ?? {};
  if (parts.analyses) entry.analyses = meta.analyses ?? {};
  return entry;
}
