/** The product information service's public face (README.md). */
export {
  createPimService,
  type ArticleModels,
  PIM_FALLBACK_LANGUAGE,
  type PimItemsFound,
  type PimService,
} from './pim.service';
export { pimRoutes } from './pim.routes';
