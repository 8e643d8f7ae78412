import type { Request, RequestHandler, Response } from 'express';
import helmet, { strictTransportSecurity } from 'helmet';

const hsts = strictTransportSecurity();

/**
 * RFC 6797 (7.2): HSTS only over TLS; a browser ignores it on plain HTTP anyway. `req.secure`
 * is the signal the session cookie's Secure flag uses too (TLS here, or a trusted proxy's
 * X-Forwarded-Proto).
 */
const hstsOverTls: RequestHandler = (req, res, next) =>
  req.secure ? hsts(req, res, next) : next();

/**
 * Powerful browser features the site never uses, refused for it and anything it might embed:
 * a script that got in could not reach the camera, the microphone or the visitor's location.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  next();
};

/** Pages, scripts, styles and images: the web app's strict policy and every document header. */
export const documentHeaders: RequestHandler[] = [
  permissionsPolicy,
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Radix's scroll lock injects a <style> element; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Would send a browser on plain-HTTP local mode to https:// for every asset.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
    // express itself is told not to send X-Powered-By.
    xPoweredBy: false,
  }),
  hstsOverTls,
];

/**
 * JSON answers are never rendered as documents, so they carry the set OWASP's REST Security
 * Cheat Sheet asks of an API and nothing that only means something to a page: a policy that
 * allows nothing and no framing (CSP and X-Frame-Options: DENY), nosniff, HSTS, and
 * `Cache-Control: no-store`, since they hold personal data that no browser or proxy should
 * keep. helmet says what the headers read; none depends on the request, so they are taken
 * from it once and each call sets them in one step (most calls are small, and walking
 * helmet's chain of middleware on each was a measurable share of their cost).
 */
const API_HEADERS: readonly (readonly [string, string])[] = [
  ...headersSetBy(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      strictTransportSecurity: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      xPoweredBy: false,
    }),
  ),
  ['Cache-Control', 'no-store'],
];

const HSTS_HEADERS = headersSetBy(hsts);

/** Sets the API's headers on an answer (HSTS only over TLS, as for pages). */
export function setApiHeaders(req: Request, res: Response): void {
  for (const [name, value] of API_HEADERS) res.setHeader(name, value);
  if (req.secure) for (const [name, value] of HSTS_HEADERS) res.setHeader(name, value);
}

/**
 * The headers a middleware sets on an answer, asked once with a response that only records
 * them. Anything else it might do (read the request, remove a header) throws here, at start-up,
 * rather than being silently skipped.
 */
function headersSetBy(middleware: RequestHandler): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = { setHeader: (name: string, value: string) => headers.push([name, value]) };
  let finished = false;
  middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('The API headers middleware did not finish at once');
  return headers;
}
