/**
 * SweetHome3D furniture libraries (.sh3f) → catalogue items. The server imports from here
 * (`@vitrine/demo-data/sh3f`) so the start-up path does not load the importer unless needed.
 */
export { importSh3f } from './import';
export {
  categorySlug,
  sh3dModelId,
  sh3dOwnerId,
  sh3dLibraryOwnerId,
  sh3dCategoryTagId,
  SH3F_MAPPING_VERSION,
} from './documents';
export { productCategoryOf } from './categories';
export { pieceTitles } from './titles';
export type { Sh3fImportOptions, Sh3fImportSummary } from './import';
export { SH3D_CATEGORY_TAG, SH3D_CATEGORY_NAMESPACE } from './documents';
export {
  readCatalogue,
  languageOfFile,
  type Sh3fCatalogue,
  type Sh3fLibrary,
  type Sh3fPiece,
} from './catalog';
export { openArchive, type Archive, type FileSource } from './archive';
export { convertPiece, type ConvertedPiece } from './convert';
export { parseProperties, decodePropertiesBytes } from './properties';
export { memoryArchive, normalizePath } from './archive';
