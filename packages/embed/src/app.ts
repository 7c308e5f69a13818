/**
 * @vitrine/embed/app: the catalogue app's side of the host message protocol. The web app
 * uses this; hosts use the main entry.
 */
export { connectToHost, type ConnectToHostOptions, type HostConnection } from './app/connectToHost';
export { readEmbedParams, type EmbedParams } from './core/params';
export type { InjectedHost, InjectedReceiver } from './core/transport';
export * from './shared';
