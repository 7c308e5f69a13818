/** List exports: a favourites list as PDF, Excel or CSV (docs/FAVORITES.md "Export"). */
export { ExportListMenu, type ExportListMenuProps } from './ExportListMenu';
