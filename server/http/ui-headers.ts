/**
 * Security headers of the studio UI's responses (the static files the gateway serves to
 * the desktop window and to browsers): a Content-Security-Policy that allows this origin
 * only, blob:/data: for media and textures, and WebSocket back to the gateway that served
 * the page. index.html also carries a CSP meta element; a browser applies both.
 */
import type { ServerResponse } from 'node:http';

export function uiContentSecurityPolicy(host: string | undefined): string {
  // The Host header has passed the host guard by now: it names this gateway.
  const ws = host && /^[A-Za-z0-9.[\]:-]+$/.test(host) ? ` ws://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    // wavesurfer and the UI kit set inline styles; no script can be inlined.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "media-src 'self' blob: data:",
    "font-src 'self' data:",
    `connect-src 'self'${ws} blob: data:`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** express.static's `setHeaders` for the UI files. */
export function setUiHeaders(res: ServerResponse & { req: { headers: { host?: string } } }): void {
  res.setHeader('Content-Security-Policy', uiContentSecurityPolicy(res.req.headers.host));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
}
