import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../src';
import { createWorld } from '../world';
import { customerProject, deleteProject, detailsOf, planned } from './plan';

const completed = NOTIFICATIONS['project-completed'];

describe('project-completed (ProjectCompleted)', () => {
  it("tells the customer, at the account's address rather than the project's", async () => {
    const world = createWorld();
    const { request } = await customerProject(world, {
      status: 'completed',
      email: 'someone-else@example.com',
    });
    const event = { type: 'ProjectCompleted', requestId: request.id, by: null } as const;

    expect(await planned(world, completed, event)).toEqual({
      to: 'ada@example.com',
      data: { ...detailsOf(request), completionNote: null },
      afterSent: null,
    });
    await deleteProject(world, request.id);
    expect(await planned(world, completed, event)).toBeNull();
  });

  it("carries the workshop's completion note, for the email to quote", async () => {
    const world = createWorld();
    const { request } = await customerProject(world, {
      status: 'completed',
      completionNote: 'Oil it once a year.',
    });
    const event = { type: 'ProjectCompleted', requestId: request.id, by: null } as const;
    expect(await planned(world, completed, event)).toMatchObject({
      data: { completionNote: 'Oil it once a year.' },
    });
  });
});
