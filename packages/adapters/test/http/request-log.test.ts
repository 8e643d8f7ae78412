import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { everyAnswer, startTestApi, type TestApi } from './harness';
import { expectOnlyDocumentedAnswers } from './openapi';

interface Line {
  readonly level: number;
  readonly msg: string;
  readonly reqId?: string;
  readonly method?: string;
  readonly path?: string;
  readonly status?: number;
  readonly ms?: number;
}

/** What an operator reads: refusals and failures at info and above, quick successes at debug. */
describe.each([
  ['info', false],
  ['debug', true],
] as const)('the request log at level %s', (level, logsSuccesses) => {
  let api: TestApi;
  let lines: Line[] = [];

  beforeAll(async () => {
    const logger = pino(
      { level },
      { write: (line: string) => lines.push(JSON.parse(line) as Line) },
    );
    api = await startTestApi({ logger });
  });
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(() => {
    lines = [];
  });

  it(`${logsSuccesses ? 'writes' : 'leaves out'} a quick success`, async () => {
    const res = await api.request.get('/api/auth/session?token=secret-in-the-query');
    expect(res.status).toBe(200);
    // A line is written when the response closes: once a later call's line is there, so is
    // this one's, if it was ever going to be.
    const later = await api.request.get('/api/nothing-here');
    await vi.waitFor(() =>
      expect(lines.some((line) => line.reqId === later.headers['x-request-id'])).toBe(true),
    );
    const requestLines = lines.filter((line) => line.reqId === res.headers['x-request-id']);
    expect(requestLines).toEqual(
      logsSuccesses
        ? [
            expect.objectContaining({
              level: 20,
              msg: 'request completed',
              method: 'GET',
              path: '/api/auth/session',
              status: 200,
            }),
          ]
        : [],
    );
  });

  it('writes a refused call at info, under the id the client was given, without its query', async () => {
    const res = await api.request
      .post('/api/auth/signin?next=/dashboard')
      .set('X-Request-Id', 'client-chosen-id-1')
      .send({ email: 'nobody@example.com', password: 'Not-The-Password-1' });
    expect(res.status).toBe(401);
    expect(res.headers['x-request-id']).toBe('client-chosen-id-1');
    const line = await vi.waitFor(() => {
      const found = lines.find((entry) => entry.reqId === 'client-chosen-id-1');
      if (!found) throw new Error('no line yet');
      return found;
    });
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'POST',
      path: '/api/auth/signin',
      status: 401,
    });
    expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(lines)).not.toContain('Not-The-Password-1');
  });

  it('writes a malformed body at info too', async () => {
    const res = await api.request
      .post('/api/auth/signin')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(res.status).toBe(400);
    await vi.waitFor(() =>
      expect(lines.find((line) => line.reqId === res.headers['x-request-id'])).toMatchObject({
        level: 30,
        status: 400,
      }),
    );
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
