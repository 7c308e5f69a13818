/** The outbox page's routes (docs/API.md "Outbox"): POST JSON, administrators only. */
import {
  ApiError,
  OutboxDeleteAnswer,
  OutboxListAnswer,
  OutboxListRequest,
  OutboxMailRequest,
  OutboxResendAnswer,
} from '@vitrine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../access';
import type { MailService } from './mail.types';
import { createOutbox } from './outbox.service';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 500: ApiError };
const schema = (summary: string, body: unknown, answer: unknown) => ({
  tags: ['outbox'],
  summary,
  body,
  response: { 200: answer, ...errors },
});

export const outboxRoutes =
  (mail: MailService): FastifyPluginAsync =>
  async (app) => {
    const outbox = createOutbox(mail);
    app.post<{ Body: OutboxListRequest }>(
      '/v1/outbox/list',
      {
        schema: schema(
          'Every mail, newest first, with its state and links',
          OutboxListRequest,
          OutboxListAnswer,
        ),
      },
      async (request) => outbox.list(callerOf(request), request.body),
    );
    app.post<{ Body: OutboxMailRequest }>(
      '/v1/outbox/resend',
      {
        schema: schema(
          'Queues a mail anew and tries to send it at once',
          OutboxMailRequest,
          OutboxResendAnswer,
        ),
      },
      async (request) => outbox.resend(callerOf(request), request.body.id),
    );
    app.post<{ Body: OutboxMailRequest }>(
      '/v1/outbox/delete',
      {
        schema: schema(
          'Removes a mail from the outbox (it is not sent)',
          OutboxMailRequest,
          OutboxDeleteAnswer,
        ),
      },
      async (request) => outbox.remove(callerOf(request), request.body.id),
    );
  };
