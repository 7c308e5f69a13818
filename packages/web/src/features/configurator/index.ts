/**
 * The configurator feature: the URL hook and the configurable-model test (shared with the
 * detail dialog and the model cards) and the modal.
 */
export { CONFIGURATION_PARAM, useConfiguration, type ConfigurationState } from './useConfiguration';
export { isConfigurable } from './configurable';
export { useConfigure } from './useConfigure';
export { ConfiguratorMount } from './ConfiguratorMount';
