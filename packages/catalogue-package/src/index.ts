/** The catalogue package format (docs/IMPORT.md): ids, conversions, reading, checks, writing. */
export { baseName, extensionOf, isSafePath, packageFileId, sha256 } from './ids';
export {
  toDocument,
  toRecord,
  recordFiles,
  type DocumentContext,
  type ItemKind,
  type PathOf,
} from './records';
export { pimFiles, toPimItem, toPimRecord } from './product-information';
export {
  configurationGeometry,
  packagedConfiguration,
  storedConfiguration,
} from './configurations';
export { linkMembers } from './links';
export { Problems, MAX_PROBLEMS, joinField, type Where } from './problems';
export type { AnyLocated, Located } from './read/located';
export { openPackageSource, PackageOpenError, type PackageSource } from './read/source';
export { readPackage, type ReadPackage } from './read/read-package';
export { TABLE_PROPERTIES, centimetres, type TableOptions } from './read/table';
export { checkPackage, type CheckOptions, type CheckedPackage } from './check/check-package';
export { brandOf, type Permissions } from './check/references';
export { recordId, filesOf, dataportsOf, where, type PackageFile } from './check/structure';
export {
  EMPTY_CATALOGUE,
  type CatalogueView,
  type StoredSummary,
  type TagSummary,
} from './check/catalogue-view';
export { createPackageWriter, type PackageWriter } from './write/writer';
