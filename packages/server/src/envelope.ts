/**
 * The envelope every service answer shares (spec 01 s.7): how long the call took, and the
 * caller's bounce token handed back unchanged.
 */
import type { FastifyReply } from 'fastify';

export interface Envelope {
  took: number;
  bounce_token?: string;
}

/** The envelope for this reply; `took` counts from the request's arrival, in whole ms. */
export function envelope(
  reply: FastifyReply,
  body: { bounce_token?: string } | undefined,
): Envelope {
  const took = Math.round(reply.elapsedTime);
  return body?.bounce_token === undefined ? { took } : { took, bounce_token: body.bounce_token };
}
