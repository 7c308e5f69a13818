/**
 * Protocol versions are MAJOR.MINOR.PATCH. Peers with the same major version understand each
 * other: a newer minor version only adds optional fields and new message types, which the
 * older peer ignores (unknown types are logged, extra fields pass). A different major
 * version means incompatible envelopes or payloads, so such messages are dropped.
 */
export type VersionFit = 'same' | 'compatible' | 'incompatible';

const major = (version: string) => version.split('.')[0];
const minor = (version: string) => version.split('.').slice(0, 2).join('.');

export function versionFit(ours: string, theirs: string): VersionFit {
  if (major(ours) !== major(theirs)) return 'incompatible';
  return minor(ours) === minor(theirs) ? 'same' : 'compatible';
}
