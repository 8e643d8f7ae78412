import { describe, expect, it } from 'vitest';
import { requestSchema, validate } from '../src';

describe('line breaks sent by browsers', () => {
  it('count once against the limits: CRLF is stored as LF', () => {
    const lines = Array.from({ length: 11 }, () => 'x'.repeat(44)).join('\r\n');
    expect(lines.replace(/\r\n/g, '\n')).toHaveLength(494);
    const result = validate(requestSchema, {
      fullName: 'Ann Oak',
      email: 'ann@example.com',
      description: lines,
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.description).toBe(lines.replace(/\r\n/g, '\n'));
  });
});
