import { DEFAULT_WORKSHOP_PROFILE } from '@workshop/domain';
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../src/mail/templates';

const renamed = { ...DEFAULT_WORKSHOP_PROFILE, name: 'Birch & Bench', phone: '(717) 555-0199' };

describe('an email in the workshop’s own words', () => {
  it('names the workshop and its phone from the profile, in the subject, text and signature', () => {
    const rendered = renderEmail(
      { template: 'password-changed', to: 'ada@example.com', data: {} },
      'https://workshop.test',
      { workshop: renamed },
    );
    expect(rendered.subject).toBe('Your Birch & Bench password was changed');
    expect(rendered.text).toContain('call us at (717) 555-0199.');
    expect(rendered.text).toMatch(
      /— Birch & Bench\n1428 Mill Race Road, Lititz, PA 17543\n\(717\) 555-0199 · hello@oakandember.example$/,
    );
    expect(rendered.html).toContain('Birch &amp; Bench');
    expect(rendered.html).not.toContain('Oak &amp; Ember');
  });

  it('reads exactly as before when no profile was saved', () => {
    const rendered = renderEmail(
      { template: 'password-changed', to: 'ada@example.com', data: {} },
      'https://workshop.test',
    );
    expect(rendered.subject).toBe('Your Oak & Ember Woodworks password was changed');
    expect(rendered.text).toContain('(717) 555-0142');
  });
});
