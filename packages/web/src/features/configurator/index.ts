/**
 * The configurator feature's public face: the URL hook, the configurable-model test and what
 * Configure does (shared with the detail dialog), the model cards' Configure button (handed
 * to the cards by the shell) and the modal.
 */
export { CONFIGURATION_PARAM, useConfiguration, type ConfigurationState } from './useConfiguration';
export { isConfigurable } from './configurable';
export { useConfigure } from './useConfigure';
export { ConfigureButton } from './ConfigureButton';
export { ConfiguratorMount } from './ConfiguratorMount';
