import { Router } from 'express';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  everyAnswer,
  startApp,
  startTestApi,
  submitProject,
  type TestApi,
} from './harness';
import { expectOnlyDocumentedAnswers } from './openapi';

const TOKEN = 'a-long-metrics-token-0123456789';

/** The value of one series in Prometheus text format, or undefined if it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let api: TestApi;
  let withoutToken: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ metricsToken: TOKEN });
    // With a catch-all page route after the API, as the web app has.
    const pages = Router();
    pages.get(/.*/, (_req, res) => {
      res.type('html').send('<!doctype html><p>the web app</p>');
    });
    withoutToken = await startApp(api, { extraRoutes: [pages] });
  });
  afterAll(async () => {
    await withoutToken?.close();
    await api?.close();
  });

  const scrape = () => api.request.get('/metrics').set('Authorization', `Bearer ${TOKEN}`);

  it('answers 404 when METRICS_TOKEN is unset, even where the web app catches every page', async () => {
    const res = await withoutToken.request.get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Not found');
  });

  it('answers 401 without the token, with another one, or with a session cookie', async () => {
    const { cookie } = await createCustomer(api);
    for (const req of [
      api.request.get('/metrics'),
      api.request.get('/metrics').set('Authorization', `Bearer ${TOKEN}x`),
      api.request.get('/metrics').set('Authorization', TOKEN),
      api.request.get('/metrics').set('Cookie', cookie),
    ]) {
      const res = await req;
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body.message).toMatch(/METRICS_TOKEN/);
      expect(res.text).not.toContain('process_cpu');
    }
  });

  it('answers in Prometheus text format with the process, pool, outbox and email series', async () => {
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const series of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'workshop_database_up',
      'workshop_outbox_backlog',
      'workshop_outbox_oldest_age_seconds',
      'workshop_emails{status="failed"}',
      'workshop_emails{status="pending"}',
      'workshop_db_pool_connections{state="used"}',
      'workshop_db_pool_connections{state="free"}',
      'workshop_db_pool_waiting',
    ]) {
      expect(valueOf(res.text, series), series).toBeGreaterThanOrEqual(0);
    }
    expect(valueOf(res.text, 'workshop_database_up')).toBe(1);
  });

  it('counts answers by route pattern and status class, never by the raw path', async () => {
    const { cookie } = await createCustomer(api);
    await api.request.get('/api/furniture-requests/123456/messages').set('Cookie', cookie);
    await api.request.get('/api/furniture-requests/654321/messages').set('Cookie', cookie);
    const text = (await scrape()).text;
    const series =
      'workshop_http_request_duration_seconds_count{method="GET",route="/api/furniture-requests/:id/messages",status_class="4xx"}';
    expect(valueOf(text, series)).toBe(2);
    expect(text).not.toContain('123456');
    expect(
      valueOf(
        text,
        'workshop_http_request_duration_seconds_count{method="GET",route="/api/auth/session",status_class="2xx"}',
      ),
    ).toBeUndefined();
  });

  it('shows the outbox backlog and its oldest age, and failed and pending emails', async () => {
    // Nothing relays in this suite: what is submitted stays in the outbox.
    await submitProject(api, `metrics-${randomUUID()}@example.com`);
    await api.knex('outbox').insert({
      type: 'PasswordChanged',
      payload: JSON.stringify({ type: 'PasswordChanged', v: 1, userId: 1, email: 'a@b.c' }),
      occurred_at: new Date(Date.now() - 120_000),
    });
    // Due in an hour: not backlog yet.
    await api.knex('outbox').insert({
      type: 'MaintenanceDue',
      payload: '{}',
      occurred_at: new Date(),
      next_attempt_at: new Date(Date.now() + 3_600_000),
      dedupe_key: `metrics-test-${randomUUID()}`,
    });
    const email = (status: string) => ({
      event_id: randomUUID(),
      template: 'quote-ready',
      recipient: 'ada@example.com',
      status,
    });
    await api
      .knex('email_deliveries')
      .insert([email('failed'), email('failed'), email('retrying')]);
    const backlog = await api
      .knex('outbox')
      .whereNull('published_at')
      .whereNull('dedupe_key')
      .count({ n: '*' });

    await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the shared reading
    const text = (await scrape()).text;
    expect(valueOf(text, 'workshop_outbox_backlog')).toBe(Number(backlog[0]?.n));
    expect(valueOf(text, 'workshop_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(120);
    expect(valueOf(text, 'workshop_emails{status="failed"}')).toBe(2);
    expect(valueOf(text, 'workshop_emails{status="pending"}')).toBe(1);
  });

  it('answers a scraper addressing the replica by its own name (no host check)', async () => {
    const res = await scrape().set('Host', 'api-2:3000');
    expect(res.status).toBe(200);
  });

  it('answers only statuses and bodies docs/openapi.yaml describes', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
