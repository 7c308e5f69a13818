/** List downloads: one zip of every item of a favourites list (issue 17). */
export { DownloadListDialog, type DownloadListDialogProps } from './DownloadListDialog';
