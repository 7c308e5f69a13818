/** Configurable demo products (docs/CONFIGURATOR.md): for the demo and for server tests. */
export { configurableItems, CONFIGURABLE_SERIES, type ConfigurableItems } from './catalogue';
export { runConfigurableJob, type ConfigurableJob, type ConfigurableResult } from './job';
export { BRANDS } from '../catalogue/brands';
export { materialCategoryTagId } from '../catalogue/taxonomy';
