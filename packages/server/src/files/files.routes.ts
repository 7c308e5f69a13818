/** HTTP edge of the files service: storing, describing and serving files (docs/FILES.md). */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { FilesService } from './files.types';
import { binaryRoutes } from './routes/binary.routes';
import { manageRoutes } from './routes/manage.routes';
import { uploadRoutes } from './routes/upload.routes';

export const filesRoutes =
  (files: FilesService): FastifyPluginAsync =>
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: files.uploadLimit,
        files: 1,
        fields: 4,
        fieldSize: 1024 * 1024,
        parts: 6,
      },
    });
    app.addHook('onReady', async () => {
      await files.sweep();
    });
    await app.register(binaryRoutes(files));
    await app.register(manageRoutes(files));
    await app.register(uploadRoutes(files));
  };
