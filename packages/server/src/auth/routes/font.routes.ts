/** The pages' Open Sans files (pages/fonts.ts): only the faces the pages name, cached a week. */
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { fontFile } from '../pages/fonts';

export function fontRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(
    '/fonts/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = fontFile(request.params.file);
      if (!file) throw notFound(`Font ${request.params.file}`);
      return reply
        .type('font/woff2')
        .header('Cache-Control', 'public, max-age=604800')
        .send(createReadStream(file));
    },
  );
}
