import type { RequestHandler } from 'express';
import type { Metrics } from '../metrics/metrics';

/**
 * Times every answer into the histogram, labelled by the route's pattern (/api/furniture-requests/:id,
 * never the id) and status class, so the series stay few whatever the URLs.
 */
export function httpMetrics(histogram: Metrics['httpDuration']): RequestHandler {
  return (req, res, next) => {
    const end = histogram.startTimer();
    res.on('close', () => {
      const route: unknown = req.route?.path;
      end({
        method: req.method,
        route: typeof route === 'string' ? route : 'other',
        status_class: `${Math.floor(res.statusCode / 100)}xx`,
      });
    });
    next();
  };
}
