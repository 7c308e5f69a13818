/**
 * The web app's pages live at PUBLIC_URL only. A page asked for under another host name (the
 * server answers on 127.0.0.1 while PUBLIC_URL says localhost, a second DNS name, a bare IP)
 * would start the login flow on an origin the login provider and the page's CSP do not know,
 * and Ok in the login dialog did nothing. So such a request is sent to the same path and
 * query on PUBLIC_URL's origin. The target is that origin and the request's own path and
 * query, never a host the request names, so this is no open redirect. Only pages move: API
 * calls, files and assets answer on any name (a client or a CDN may use another one).
 *
 * A reverse proxy must pass the public host name (Host, or X-Forwarded-Host with
 * TRUST_PROXY); one that sends its upstream's address would be sent to PUBLIC_URL again and
 * again.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Returns a check that redirects a page request on another host and says whether it did. */
export function canonicalHost(publicUrl: string) {
  const { origin, host } = new URL(publicUrl);
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (request.host.toLowerCase() === host) return false;
    // The path is appended to the origin, not resolved against it: "//evil.example" stays a
    // path on our origin.
    void reply.redirect(`${origin}${request.url}`, 302);
    return true;
  };
}
