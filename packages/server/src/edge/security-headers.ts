/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy for the web
 * app that allows what it needs and no more, frame-ancestors from EMBED_ORIGINS (hosts that
 * may frame the app), Referrer-Policy and Permissions-Policy. The file service replaces the
 * CSP on stored files with a sandbox (docs/SECURITY.md).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ConsentedOrigins } from './consented-origins';

/** Features the app uses: full-screen image viewer, AR (WebXR); everything else is off. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'fullscreen=(self)',
  'xr-spatial-tracking=(self)',
].join(', ');

/**
 * The CSP hashes of the inline scripts in the web build's HTML pages (the early-requests
 * and boot scripts) and in `otherPages` (the demo host's integration page), so they run
 * and no other inline script does. Inert data blocks (`type="application/json"`) are not
 * scripts and need none.
 */
export function inlineScriptHashes(webDist: string, otherPages: string[] = []): string[] {
  const hashes = new Set<string>();
  const pages = [
    ...['index.html', 'configurator.html'].map((page) => path.join(webDist, page)),
    ...otherPages,
  ];
  for (const page of pages) {
    let html: string;
    try {
      html = readFileSync(page, 'utf8');
    } catch {
      continue; // no web build (API-only deployments, some tests)
    }
    for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=|type="application\/json"/.test(attributes!)) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    }
  }
  return [...hashes];
}

export interface SecurityHeaderOptions {
  webDist: string;
  /** Other served HTML pages whose inline scripts may run (files; absent ones are skipped). */
  otherPages?: string[];
  /** Origins allowed to frame the app ('*' for any); the app's own origin always may. */
  embedOrigins: string[];
  /** Other origins the app calls (an external login provider, ...). */
  connectOrigins?: string[];
  /** API servers the app's baseurl parameter may name: called, and their images shown. */
  apiOrigins?: string[];
  /** The fallback servers the server status names now (it may change while running). */
  fallbackOrigins?: () => string[];
  /** Other sites the app reaches once the visitor consented (consented-origins.ts). */
  consented?: ConsentedOrigins;
}

export async function securityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const ancestors = options.embedOrigins.includes('*')
    ? ['*']
    : ["'self'", ...options.embedOrigins];
  const consented = options.consented ?? { script: [], connect: [], img: [], frame: [] };
  // Read per answer: an operator's status file may name other fallbacks while we run. An
  // empty list adds nothing to the directive.
  const fallbacks = () => (options.fallbackOrigins?.() ?? []).join(' ');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly (the 3D decoders) may compile; JavaScript eval stays forbidden.
        scriptSrc: [
          "'self'",
          "'wasm-unsafe-eval'",
          ...inlineScriptHashes(options.webDist, options.otherPages),
          ...consented.script,
        ],
        // MUI (emotion) writes its styles into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(options.apiOrigins ?? []),
          ...consented.img,
          fallbacks,
        ],
        fontSrc: ["'self'", 'data:'],
        // The 3D viewer loads models and textures through blob: URLs and workers.
        connectSrc: [
          "'self'",
          'blob:',
          'data:',
          ...(options.connectOrigins ?? []),
          ...(options.apiOrigins ?? []),
          ...consented.connect,
          fallbacks,
        ],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...consented.frame],
        frameAncestors: ancestors,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Framing is governed by frame-ancestors (X-Frame-Options cannot name several hosts).
    frameguard: false,
    // Images and models may be shown by host pages on other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Brands see that visitors came from the catalogue, not from which page.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: false, // set by the TLS-terminating proxy, which knows whether https is used
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}
