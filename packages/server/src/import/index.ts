/** The import service's public face (README.md): packages in, jobs, publishing; exports. */
export { createImportService, type ImportService } from './import.service';
export { importRoutes } from './import.routes';
export { editRoutes } from './edit.routes';
export { ownerEditRoutes } from './owner-edit.routes';
export { exportCatalogue, type ExportSummary } from './export';
export type { ImportDeps, ImportOptions } from './import.types';
