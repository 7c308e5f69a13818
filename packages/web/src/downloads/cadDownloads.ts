/**
 * The CAD download menu of a model (spec 01 s.5, spec 02 "Model detail dialog"): one entry
 * per format the model has (its preferred file), then the formats the file service can
 * generate from a cadify-capable original that the model does not already have. Hidden
 * formats (peclight, rgfx) and obx are never offered; an allowed list, when set, limits
 * everything.
 */
import type { CadEntry, DataportEntry } from '@vitrine/contracts';
import { compareFormats, HIDDEN_FORMATS, is2dOnly, preferredFile } from './formats';

/** A download item (spec 01 s.3): format, dataport, name, size, isGenerated, generatedFrom. */
export interface DownloadItem {
  format: string;
  dataport: string;
  /** The file name the server will send, when known. */
  name?: string;
  size?: number;
  isGenerated: boolean;
  /** The format of the file a generated item is converted from. */
  generatedFrom?: string;
  /** A 2D-only drawing ('| 2D' in the menu). */
  is2d: boolean;
}

export interface CadDownloadInput {
  cads: readonly CadEntry[];
  /** File meta by dataport id (original_file, additional_headers, features). */
  meta: Readonly<Record<string, DataportEntry | undefined>>;
  /** Formats the file service can write (its service filetypes, references.cadify). */
  writable?: readonly string[];
  /** The allowed formats; undefined means every format, an empty list none (spec 01 s.5). */
  allowed?: readonly string[];
}

const isAllowed = (format: string, allowed?: readonly string[]) =>
  !allowed || allowed.includes(format);

export function cadDownloads({ cads, meta, writable, allowed }: CadDownloadInput): DownloadItem[] {
  const offered = cads.filter((c) => !HIDDEN_FORMATS.has(c.format));
  const formats = [...new Set(offered.map((c) => c.format))];
  const originals: DownloadItem[] = formats
    .map((format) => preferredFile(offered.filter((c) => c.format === format))!)
    .filter((cad) => isAllowed(cad.format, allowed))
    .map((cad) => {
      const entry = meta[cad.dataport];
      return {
        format: cad.format,
        dataport: cad.dataport,
        name: entry?.additional_headers?.filename,
        size: entry?.original_file?.size,
        isGenerated: false,
        is2d: is2dOnly(cad),
      };
    });

  // The source of generated formats: the preferred file among those cadify can read.
  const capable = cads.filter((c) => (meta[c.dataport]?.features?.cadify ?? []).length > 0);
  const source = preferredFile(capable);
  const generated: DownloadItem[] = [];
  if (source) {
    const present = new Set(cads.map((c) => c.format));
    const produces = meta[source.dataport]?.features?.cadify ?? [];
    for (const format of produces) {
      if (present.has(format) || HIDDEN_FORMATS.has(format)) continue;
      if (writable && !writable.includes(format)) continue;
      if (!isAllowed(format, allowed)) continue;
      generated.push({
        format,
        dataport: source.dataport,
        isGenerated: true,
        generatedFrom: source.format,
        is2d: is2dOnly(source),
      });
    }
  }
  return [...originals, ...generated].sort(
    (a, b) => compareFormats(a, b) || Number(a.isGenerated) - Number(b.isGenerated),
  );
}
