import helmet from 'helmet';

/** Pages, scripts, styles and images: the web app's strict policy and every document header. */
export const documentHeaders = helmet({
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
  // express itself is told not to send X-Powered-By.
  xPoweredBy: false,
});

/**
 * JSON answers are never rendered as documents, so they carry what OWASP's REST cheat sheet
 * asks of an API (a policy that allows nothing, no framing, no sniffing, HSTS, same-origin
 * resources) and not the headers that only mean something to a page: each header is work on
 * every call, and most calls are small.
 */
export const apiHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xPoweredBy: false,
});
