/** List downloads: one zip of every item of a favourites list (beyond the spec; docs/FILES.md). */
export { DownloadListDialog, type DownloadListDialogProps } from './DownloadListDialog';
