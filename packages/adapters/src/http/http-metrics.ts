import type { Metrics } from '../metrics/metrics';
import type { AnswerTimer } from './request-log';

/**
 * Times every answer into the histogram, labelled by the route's pattern (/api/furniture-requests/:id,
 * never the id) and status class, so the series stay few whatever the URLs. Called by the
 * request log's own end-of-answer listener rather than adding a second one.
 */
export function httpMetrics(histogram: Metrics['httpDuration']): AnswerTimer {
  return (req, res, ms) => {
    const route: unknown = req.route?.path;
    histogram.observe(
      {
        method: req.method,
        route: typeof route === 'string' ? route : 'other',
        status_class: STATUS_CLASSES[Math.floor(res.statusCode / 100)] ?? 'other',
      },
      ms / 1000,
    );
  };
}

const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];
