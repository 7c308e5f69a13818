/** The derive service's public face (README.md): its factory, its interface, its routes. */
export { createDeriveService } from './derive.service';
export { deriveRoutes } from './derive.routes';
export type { Derivation, DeriveDeps, DeriveService } from './derive.service';
