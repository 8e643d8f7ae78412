import { isIPv4 } from 'node:net';
import type { RequestHandler } from 'express';
import { HttpError } from './errors';

/** 127.0.0.0/8 and ::1, as IPv4 or IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || (isIPv4(v4) && v4.startsWith('127.'));
}

/**
 * For the local mode's debug tools (the password reset that needs no token, the mailbox): only
 * someone at this computer may use them, even when HOST shares the site on a network. Both the
 * socket and the client address count, so a proxy on this machine forwarding others is refused.
 */
export function loopbackOnly(what: string): RequestHandler {
  return (req, _res, next) => {
    if (isLoopback(req.socket.remoteAddress) && isLoopback(req.ip)) return next();
    next(new HttpError(403, `${what} is only available on the computer running the site`));
  };
}
