/** The configurator service's public face: configurations and configured variants. */
export {
  createConfiguratorService,
  type ConfiguratorDeps,
  type ConfiguratorService,
} from './configurator.service';
export { CONFIGURATOR_BASE_PATH, configuratorRoutes } from './configurator.routes';
