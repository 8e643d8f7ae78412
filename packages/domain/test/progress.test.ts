import { describe, expect, it } from 'vitest';
import {
  canPostProgress,
  decide,
  isStandardMilestone,
  progressSchema,
  REQUEST_STATUSES,
  validate,
} from '../src';

describe('progress updates', () => {
  it('may be posted only while the project is in progress', () => {
    for (const status of REQUEST_STATUSES) {
      const state = { status, quoteApproved: status === 'in_progress' || status === 'completed' };
      expect(canPostProgress(state), status).toBe(status === 'in_progress');
    }
    expect(decide({ status: 'completed', quoteApproved: true }, { type: 'POST_PROGRESS' })).toEqual(
      {
        allowed: false,
        rule: 'POST_PROGRESS',
        message: 'Progress can only be posted on a project in progress.',
      },
    );
  });

  it('take a usual milestone or the workshop’s own words, one line, bounded', () => {
    expect(validate(progressSchema, { milestone: ' Assembly ', note: '' })).toEqual({
      ok: true,
      value: { milestone: 'Assembly', note: undefined },
    });
    expect(validate(progressSchema, { milestone: 'Legs turned on the lathe' }).ok).toBe(true);
    expect(isStandardMilestone('Finishing')).toBe(true);
    expect(isStandardMilestone('Legs turned on the lathe')).toBe(false);
    const refused = (body: unknown) => {
      const result = validate(progressSchema, body);
      return result.ok ? null : result.message;
    };
    expect(refused({ milestone: '   ' })).toBe('Please choose a milestone or describe it');
    expect(refused({})).toBe('Please choose a milestone or describe it');
    expect(refused({ milestone: 'x'.repeat(81) })).toBe('Milestone must be 80 characters or less');
    expect(refused({ milestone: 'two\nlines' })).toBe('Milestone must be a single line');
    expect(refused({ milestone: 'Assembly', note: 'n'.repeat(2001) })).toBe(
      'Note must be 2000 characters or less',
    );
  });
});
