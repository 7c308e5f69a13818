/** The configurator feature: the URL hook (shared with the detail dialog) and the modal. */
export { CONFIGURATION_PARAM, useConfiguration, type ConfigurationState } from './useConfiguration';
export { ConfiguratorMount } from './ConfiguratorMount';
