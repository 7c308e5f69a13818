/** Sends a provider page: no caching, no framing, nothing loaded from elsewhere. */
import type { FastifyReply } from 'fastify';
import type { Language } from '@vitrine/contracts/languages';
import type { Html } from './html';
import { page } from './layout';

export const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; font-src 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
} as const;

export function sendPage(
  reply: FastifyReply,
  status: number,
  frame: { lang: Language; title: string; home: string; base: string; body: Html },
) {
  return reply
    .status(status)
    .headers(PAGE_HEADERS)
    .type('text/html; charset=utf-8')
    .send(page(frame));
}
