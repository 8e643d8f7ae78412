import { describe, expect, it } from 'vitest';
import { PROCESS_STEPS, projectStage } from '../src';

const at = (
  status: 'new' | 'quoted' | 'in_progress' | 'completed' | 'declined',
  approved = false,
) => ({ status, quoteApproved: approved }) as const;

describe('where a project stands in the five steps', () => {
  it('names the five steps of the process the landing states', () => {
    expect(PROCESS_STEPS.map((step) => step.title)).toEqual([
      'Share Your Vision',
      'Design Your Furniture',
      'Request a Quote',
      'Build',
      'Delivery & Set-up',
    ]);
    expect(PROCESS_STEPS.map((step) => step.short)).toEqual([
      'Vision',
      'Design',
      'Quote',
      'Build',
      'Delivery',
    ]);
  });

  it('follows a project from request to delivery, with whose move it is', () => {
    expect(projectStage(at('new'), null)).toEqual({ step: 1, waitingOn: 'workshop' });
    expect(projectStage(at('quoted'), 'sent')).toEqual({ step: 2, waitingOn: 'customer' });
    expect(projectStage(at('quoted'), 'viewed')).toEqual({ step: 2, waitingOn: 'customer' });
    expect(projectStage(at('quoted'), 'changes_requested')).toEqual({
      step: 2,
      waitingOn: 'workshop',
    });
    expect(projectStage(at('quoted'), 'expired')).toEqual({ step: 2, waitingOn: 'workshop' });
    expect(projectStage(at('declined'), 'declined')).toEqual({ step: 2, waitingOn: null });
    expect(projectStage(at('in_progress', true), 'accepted')).toEqual({
      step: 3,
      waitingOn: 'workshop',
    });
    expect(projectStage(at('completed', true), 'accepted')).toEqual({
      step: 4,
      waitingOn: 'workshop',
    });
  });
});
