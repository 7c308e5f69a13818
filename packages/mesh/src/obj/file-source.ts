/** The files a model refers to (MTL libraries, textures), wherever they are kept. */
export interface FileSource {
  /** All file paths (no directories). Paths are '/'-separated, without a leading '/'. */
  paths(): string[];
  /** The stored path matching `wanted` exactly, else case-insensitively, else undefined. */
  find(wanted: string): string | undefined;
  read(path: string): Promise<Uint8Array>;
}
