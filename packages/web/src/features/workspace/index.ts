/** The brand editor's workspace: the Import page (docs/IMPORT.md) and item editing (docs/WORKSPACE.md). */
export const loadImportPage = () => import('./ImportPage');
export { EditButton } from './EditButton';
