/** The files service's public face (README.md): its factory, its interface, its routes. */
export { createFilesService } from './files.service';
export { filesRoutes } from './files.routes';
export type {
  DerivedFiles,
  FilesDeps,
  FilesService,
  NewFile,
  StoredFile,
  UploadRequest,
  UploadSource,
} from './files.types';
