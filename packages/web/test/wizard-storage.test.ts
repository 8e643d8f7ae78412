import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_DRAFT } from '@workshop/domain';
import { readStoredWizard, storeWizard } from '../src/pages/wizard/wizard-storage';

const SESSION = 'session_1740819600000_st0r3d001';

afterEach(() => localStorage.clear());

describe('the wizard kept in the browser', () => {
  it('brings a table’s base and leaves back after a reload', () => {
    storeWizard({
      sessionId: SESSION,
      step: 6,
      draft: {
        ...EMPTY_DRAFT,
        furnitureType: 'table',
        features: ['Extendable'],
        base: 'trestle',
        leafCount: 2,
        leafLength: 15,
      },
    });
    expect(readStoredWizard()?.draft).toMatchObject({
      base: 'trestle',
      leafCount: 2,
      leafLength: 15,
      features: ['Extendable'],
    });
  });

  it('drops a base or leaves the rules do not know, as a saved draft’s', () => {
    localStorage.setItem(
      'workshop.wizard',
      JSON.stringify({
        sessionId: SESSION,
        step: 6,
        draft: { furnitureType: 'table', base: 'tripod', leafCount: 7, leafLength: 18 },
      }),
    );
    const draft = readStoredWizard()?.draft;
    expect(draft).not.toHaveProperty('base');
    expect(draft).not.toHaveProperty('leafCount');
    expect(draft?.leafLength).toBe(18);
  });
});
