/** HTTP edge of the files service: storing, describing and serving files (docs/FILES.md). */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { sandboxAnswers } from '../media/send-blob';
import type { FilesService } from './files.types';
import { checkText } from '../input-text';
import { binaryRoutes } from './routes/binary.routes';
import { manageRoutes } from './routes/manage.routes';
import { uploadRoutes } from './routes/upload.routes';

export const filesRoutes =
  (files: FilesService): FastifyPluginAsync =>
  async (app) => {
    sandboxAnswers(app);
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: files.uploadLimit,
        // The file, and the request part when a client sends it as a file part.
        files: 2,
        fields: 4,
        fieldSize: 1024 * 1024,
        parts: 6,
      },
    });
    // JSON bodies hold only text PostgreSQL can store (the multipart request part: uploads).
    app.addHook('preHandler', async (request) => {
      if (request.body && typeof request.body === 'object') checkText(request.body, '');
    });
    app.addHook('onReady', async () => {
      await files.sweep();
    });
    await app.register(binaryRoutes(files));
    await app.register(manageRoutes(files));
    await app.register(uploadRoutes(files));
  };
