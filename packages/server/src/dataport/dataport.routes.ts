/** HTTP edge of the file service: every route under the service's base path. */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { FilesConfig } from '../config';
import type { DataportService } from './dataport.service';
import type { DeriveService } from './derive/derive.service';
import type { CadEngine } from './cadify';
import { binaryRoutes } from './routes/binary.routes';
import { deriveRoutes } from './routes/derive.routes';
import { manageRoutes } from './routes/manage.routes';
import { uploadRoutes } from './routes/upload.routes';

export interface DataportRouteDeps {
  files: DataportService;
  derive: DeriveService;
  cad: () => Promise<CadEngine>;
  limits: FilesConfig;
}

export { contentDisposition } from './routes/disposition';

export const dataportRoutes =
  (deps: DataportRouteDeps): FastifyPluginAsync =>
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: deps.limits.uploadLimit,
        files: 1,
        fields: 4,
        fieldSize: 1024 * 1024,
        parts: 6,
      },
    });
    app.addHook('onReady', async () => {
      await deps.files.sweep();
    });
    await app.register(binaryRoutes(deps));
    await app.register(deriveRoutes(deps));
    await app.register(manageRoutes(deps));
    await app.register(uploadRoutes(deps));
  };
