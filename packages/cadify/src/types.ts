/** The contract between the file service and the 3D conversion engine. */

/** A 3D file on disk, as the file service stores it. */
export interface CadFile {
  path: string;
  /** The sniffed format (glb, obj, step, zip of obj+mtl is "obj", ...). */
  filetype: string;
  /** The original name, for the names of converted parts and ASCII-format ties. */
  filename?: string;
}

export interface CadAnalysis {
  vertex_count: number;
  triangle_count: number;
  /** Bounding box in metres (x, y, z of the model after unit conversion; y is up). */
  width: number;
  height: number;
  depth: number;
  /** True when the model is flat (one bounding-box side is zero or it has only lines). */
  is_2d: boolean;
}

/**
 * Corrupt or unsupported input: the route answers 422 with its message, which says what is
 * wrong with the file. What a reader library said (`detail`: "Cannot read properties of
 * undefined", "Invalid typed array length") tells a client nothing it can fix and shows our
 * insides, so it goes to the log only.
 */
export class CadError extends Error {
  override name = 'CadError';
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/**
 * A reader's own error on a damaged `filetype` file, said as what is wrong with the file; the
 * reader's text becomes the detail. A CadError passes through as it is.
 */
export function unreadable(filetype: string, error: unknown): CadError {
  if (error instanceof CadError) return error;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const what =
    error instanceof SyntaxError && filetype === 'gltf'
      ? 'is not valid JSON'
      : error instanceof SyntaxError && filetype === 'glb'
        ? 'is damaged: its JSON part is not valid JSON'
        : error instanceof RangeError
          ? 'is cut off or damaged: the sizes it states do not match its contents'
          : error instanceof TypeError
            ? 'is incomplete: it refers to parts it does not contain'
            : `is damaged or incomplete: it is not a ${filetype} file this server can read`;
  return new CadError(`the ${filetype} file ${what}`, detail);
}

export interface CadEngine {
  /** Filetypes it reads. */
  readable: ReadonlySet<string>;
  /** Formats it produces (assimp-dependent ones only when the assimp binary was found). */
  writable: ReadonlySet<string>;
  /**
   * The 3D type of the first 64 KB of a file's bytes (the name only breaks ties between
   * ASCII formats); null if not 3D. A zip counts as the model file it holds.
   */
  sniff(head: Buffer, filename?: string): { filetype: string; confidence: number } | null;
  analyse(file: CadFile): Promise<CadAnalysis>;
  /** Writes the conversion to outPath (the caller gives a temp path and renames it). */
  convert(
    file: CadFile,
    format: string,
    outPath: string,
  ): Promise<{ mediaType: string; extension: string }>;
  /** A PNG preview of the model. */
  renderPreview(file: CadFile, width: number, height: number): Promise<Buffer>;
}

export interface CadEngineOptions {
  /** Path of Debian's `assimp` binary; undefined looks for `assimp` on PATH, null disables it. */
  assimpBinary?: string | null;
}
