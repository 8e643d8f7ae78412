import type { Request } from 'express';
import { HttpError } from './errors';

/**
 * Probes from a container's own health check call 127.0.0.1, and Prometheus calls each replica
 * by its own address: they read nothing of anyone's (metrics need their bearer token, which a
 * rebinding page does not have).
 */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

export interface SiteAddress {
  /** PUBLIC_URL: the one address the site answers at. */
  readonly publicUrl: string;
  /**
   * Local mode: also localhost, 127.0.0.1 and [::1] on the port the request came in on, as a
   * browser on this computer may write the address.
   */
  readonly loopbackAliases: boolean;
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** The hosts (name and port, as a Host header writes them) a request may be addressed to. */
function allowedHosts(site: SiteAddress, req: Request): string[] {
  const hosts = [new URL(site.publicUrl).host];
  if (site.loopbackAliases) {
    hosts.push(...LOOPBACK_NAMES.map((name) => `${name}:${req.socket.localPort}`));
  }
  return hosts;
}

/** The origins a browser's state-changing request may come from (local mode is plain HTTP). */
export function allowedOrigins(site: SiteAddress, req: Request): string[] {
  const origins = [new URL(site.publicUrl).origin];
  if (site.loopbackAliases) {
    origins.push(...LOOPBACK_NAMES.map((name) => `http://${name}:${req.socket.localPort}`));
  }
  return origins;
}

/**
 * DNS rebinding: a page on another site can point its own name at this server's address and
 * then call it as "same origin", cookies and all. A request addressed to any other name than
 * the site's is refused with 421 Misdirected Request. Behind a trusted proxy the name is the
 * one the proxy received (X-Forwarded-Host).
 */
export function hostCheck(site: SiteAddress): (req: Request) => HttpError | undefined {
  const publicHost = new URL(site.publicUrl).host;
  return (req) => {
    const host = (req.host ?? '').toLowerCase();
    // The public name first, without building the list: it is every request but a probe's.
    if (host === publicHost || PROBES.has(req.path)) return undefined;
    if (site.loopbackAliases && allowedHosts(site, req).includes(host)) return undefined;
    return new HttpError(421, `This server answers only at ${publicHost}`);
  };
}
