/** The catalogue service's public face. */
export {
  createCatalogue,
  type BrandContact,
  type Catalogue,
  type CatalogueWriter,
  type WriteListener,
} from './catalogue.service';
export type { ChangeFeed } from './document-cache';
export type { LinkPreview } from './link-preview';
export type { Measure, ProductSheet } from './product-sheet';
export { catalogueRoutes } from './catalogue.routes';
