/**
 * @vitrine/embed: embed the Vitrine catalogue in a host page and talk to it with typed
 * messages (docs/EMBEDDING.md). This entry is the host's side; `@vitrine/embed/app` is the
 * catalogue app's.
 */
export {
  connect,
  APP_TIMEOUT_ERROR,
  type CatalogueConnection,
  type ConnectOptions,
} from './host/connect';
export { catalogueUrl, type CatalogueUrlOptions } from './core/params';
export * from './shared';
