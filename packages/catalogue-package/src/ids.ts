/**
 * The dataport id a package file gets: made from its file name and its bytes, so the same
 * file imported again finds itself already stored (nothing is stored twice), a changed file
 * gets a new id (file URLs are cached as immutable), and whoever writes a package can know
 * a file's id before importing it (a configuration file names its geometry by id).
 */
import { createHash } from 'node:crypto';

/** SHA-256 of some bytes, hex: the file service's file_hash. */
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** 24 url-safe characters, like every dataport id. */
export function packageFileId(filename: string, fileHash: string): string {
  return createHash('sha256')
    .update(`vitrine-package\u0000${filename}\u0000${fileHash}`)
    .digest('base64url')
    .slice(0, 24);
}

/** The last part of a package path: the name the file is stored and downloaded under. */
export const baseName = (packagePath: string) =>
  packagePath.slice(packagePath.lastIndexOf('/') + 1);

/** The extension of a name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const base = baseName(name);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/**
 * Whether a path stays inside the package: relative, "/" between folders, no "." or ".."
 * parts, no backslashes or drive letters, no control characters.
 */
export function isSafePath(packagePath: string): boolean {
  if (!packagePath || packagePath.startsWith('/') || /[\\:]/.test(packagePath)) return false;
  if ([...packagePath].some((c) => c.charCodeAt(0) < 0x20)) return false;
  return packagePath.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}
