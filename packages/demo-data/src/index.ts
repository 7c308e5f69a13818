export * from './items';
export * from './rng';
export * from './sink';
export {
  generateDemoCatalogue,
  DEFAULT_DEMO_SEED,
  type DemoOptions,
  type DemoSummary,
} from './catalogue/generate';
export {
  generateScaleCatalogue,
  MAX_SCALE_MODELS,
  type ScaleOptions,
  type ScaleSummary,
} from './scale/generate-scale';
