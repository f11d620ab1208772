import type { AppConfig } from '../config/config.ts';

/** The websocket form of an http(s) origin: socket.io's live hub connects there. */
const websocketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * Content-Security-Policy of every response. Scripts come only from the portal's own files (no inline script anywhere:
 * the web app is built to external modules, the built-in sign-in pages carry inline style only). The browser may connect
 * to the portal's own origin (and its ws/wss form for the live hub) and to the configured identity provider, nothing else.
 * Frames show the portal's pages, the provider's and the PDFs a screen has fetched (the user guides: a blob: address
 * of the page's own making); plugins stay refused.
 */
export function contentSecurityPolicy(config: AppConfig, extraOrigins: string[]) {
  const portal = [config.publicUrl, ...extraOrigins].map((url) => new URL(url).origin);
  const provider = config.oidcIssuer ? [new URL(config.oidcIssuer).origin] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: [...new Set(["'self'", ...portal, ...portal.map(websocketOrigin), ...provider])],
      frameSrc: ["'self'", 'blob:', ...provider],
      formAction: ["'self'", ...extraOrigins, ...provider],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'self'"],
    },
  };
}
