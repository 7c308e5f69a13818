/** The derive service's public face (README.md): its factory, its interface, its routes. */
export { createDeriveService } from './derive.service';
export { deriveRoutes } from './derive.routes';
export type { Derivation, DeriveDeps, DeriveService } from './derive.service';
/** The 3D engine's type, for wiring a test's engine into DeriveDeps.cad. */
export type { CadEngine } from './cadify';
