export * from './items';
export * from './rng';
export * from './sink';
export {
  generateDemoCatalogue,
  DEFAULT_DEMO_SEED,
  type DemoOptions,
  type DemoSummary,
} from './catalogue/generate';
/** The demo's category and property tags, which SweetHome3D libraries file their pieces under. */
export { categoryTags, propertyTags } from './catalogue/taxonomy';
export {
  generateScaleCatalogue,
  MAX_SCALE_MODELS,
  type ScaleOptions,
  type ScaleSummary,
} from './scale/generate-scale';
