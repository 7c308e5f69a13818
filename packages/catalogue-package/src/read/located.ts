/** A record as read from a package, with where it was read (for reports). */
import type { PackageKind, PackageRecord } from '@vitrine/contracts/package';

export interface Located<K extends PackageKind = PackageKind> {
  kind: K;
  record: PackageRecord[K];
  /** The manifest or table it came from. */
  file: string;
  /** Its first line (manifests) or its row (tables). */
  line: number;
  /** Its place in the file as a field path: models[3], model (an NDJSON line), or ''. */
  field: string;
}

export type AnyLocated = { [K in PackageKind]: Located<K> }[PackageKind];
