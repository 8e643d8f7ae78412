import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LIMITS, startTestApi, type TestApi } from './harness';

const WINDOW = { durationSeconds: 600 };
const DESIGN_KEPT =
  'Your design is kept in this browser, so nothing is lost. We could not keep a copy on our side just now and will try again at your next step.';

/**
 * Draft saves are counted per design as well as per address: one visitor saving one design
 * very often meets the design's limit, while other designs from the same address (an office,
 * a gym) still save.
 */
describe('wizard draft saves: a limit per design beside the one per address', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      rateLimits: {
        ...GENEROUS_LIMITS,
        saveDraft: { points: 8, ...WINDOW },
        saveDraftDesign: { points: 3, ...WINDOW },
      },
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  const save = (sessionId: string, style = 'modern') =>
    api.request.post('/api/customizations').field({ sessionId, furnitureType: 'table', style });

  it('refuses the fourth save of one design kindly, and keeps its last saved version', async () => {
    const design = 'session_1700000000000_designone';
    for (const style of ['modern', 'rustic', 'industrial']) {
      expect((await save(design, style)).status).toBe(200);
    }
    const refused = await save(design, 'traditional');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: DESIGN_KEPT });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const restored = await api.request.get('/api/customizations').query({ sessionId: design });
    expect(restored.body.draft.style).toBe('industrial');
  });

  it('still saves other designs from the same address, up to the address budget', async () => {
    for (const n of [2, 3, 4, 5]) {
      expect((await save(`session_1700000000000_design${n}xyz`)).status).toBe(200);
    }
    // Eight saves from this address in all: the ninth is refused whatever its design.
    const refused = await save('session_1700000000000_designlast');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: DESIGN_KEPT });
  });
});
