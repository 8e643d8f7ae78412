import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../src';
import { WORKSHOP_EMAIL, createWorld } from '../world';
import { customerProject, deleteProject, detailsOf, planned } from './plan';

const alert = NOTIFICATIONS['new-request-alert'];

describe('new-request-alert (RequestSubmitted)', () => {
  it('tells the team everything that was sent, whoever sent it', async () => {
    const world = createWorld();
    const stranger = await world.seedCustomer({ password: null, needsPasswordChange: true });
    const request = await world.seedRequest(stranger);
    const event = {
      type: 'RequestSubmitted',
      requestId: request.id,
      customerId: stranger.id,
      email: stranger.email,
      source: 'wizard',
    } as const;

    expect(await planned(world, alert, event)).toEqual({
      to: WORKSHOP_EMAIL,
      data: detailsOf(request),
      afterSent: null,
    });
  });

  it('has nothing to say about a project deleted since', async () => {
    const world = createWorld();
    const { ada, request } = await customerProject(world);
    await deleteProject(world, request.id);
    const event = {
      type: 'RequestSubmitted',
      requestId: request.id,
      customerId: ada.id,
      email: ada.email,
      source: null,
    } as const;
    expect(await planned(world, alert, event)).toBeNull();
  });
});
