/** The brand editor's workspace: the Import page (docs/IMPORT.md) and item editing (docs/WORKSPACE.md). */
export const loadImportPage = () => import('./ImportPage');
/** Edit brand on the brand's page (its own chunk: visitors never load it). */
export const loadBrandEditButton = () => import('./BrandEditButton');
export { EditButton } from './EditButton';
