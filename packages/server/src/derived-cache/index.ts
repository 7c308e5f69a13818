/** The derived-file cache's public face (README.md). */
export {
  conversionOf,
  createDerivedCache,
  type DerivedCache,
  type DerivedFile,
  type Producer,
  type Turn,
  type Variant,
} from './derived-cache';
