import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SESSION_ID_PATTERN, createSessionId } from '../src';

const sequence = (values: readonly number[]) => {
  let index = 0;
  return () => values[index++ % values.length] as number;
};

describe('session id', () => {
  it('is session_{timestamp}_{9 chars} from the injected clock and randomness', () => {
    expect(createSessionId({ now: () => 1700000000000, random: () => 0 })).toBe(
      'session_1700000000000_aaaaaaaaa',
    );
  });

  it('maps randomness across a-z and 0-9', () => {
    const id = createSessionId({
      now: () => 42,
      random: sequence([0, 1.5 / 36, 25.5 / 36, 26.5 / 36, 35.5 / 36, 0.999999, 0.5, 0.25, 0.75]),
    });
    expect(id).toBe('session_42_abz099sj1');
  });

  it('draws exactly nine random numbers and reads the clock once', () => {
    let draws = 0;
    let reads = 0;
    createSessionId({
      now: () => {
        reads += 1;
        return 1;
      },
      random: () => {
        draws += 1;
        return 0.3;
      },
    });
    expect(draws).toBe(9);
    expect(reads).toBe(1);
  });

  it('is deterministic for the same sources', () => {
    const make = () => createSessionId({ now: () => 1234, random: sequence([0.1, 0.9, 0.4]) });
    expect(make()).toBe(make());
  });

  it('always matches session_{digits}_{9 of a-z0-9}', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8_640_000_000_000_000 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 9,
          maxLength: 9,
        }),
        (timestamp, randoms) => {
          const id = createSessionId({ now: () => timestamp, random: sequence(randoms) });
          expect(id).toMatch(SESSION_ID_PATTERN);
          expect(id).toMatch(/^session_\d+_[a-z0-9]{9}$/);
          expect(id.startsWith(`session_${timestamp}_`)).toBe(true);
        },
      ),
    );
  });
});
