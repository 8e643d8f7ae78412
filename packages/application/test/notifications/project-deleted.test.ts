import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../src';
import { createWorld } from '../world';
import { planned } from './plan';

const deleted = NOTIFICATIONS['project-deleted'];

describe('project-deleted (ProjectDeleted)', () => {
  it('tells the account what the event kept of the project, which is gone', async () => {
    const world = createWorld();
    const ada = await world.seedCustomer({ email: 'ada@example.com' });
    const event = {
      type: 'ProjectDeleted',
      requestId: 77,
      customerId: ada.id,
      fullName: 'Ada Lovelace',
      summary: 'Custom Table - modern Style',
      by: null,
    } as const;

    expect(await planned(world, deleted, event)).toEqual({
      to: 'ada@example.com',
      data: { projectId: 77, fullName: 'Ada Lovelace', summary: 'Custom Table - modern Style' },
      afterSent: null,
    });
    expect(await planned(world, deleted, { ...event, customerId: 404 })).toBeNull();
  });
});
