import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customizationSchema, validate } from '../src';

const valid = { sessionId: 'session_1700000000000_k3j9x2m1q', furnitureType: 'locker' };

const blank = fc
  .array(fc.constantFrom(' ', '\t', '\n'), { maxLength: 6 })
  .map((chars) => chars.join(''));

describe('customization schema', () => {
  it('accepts the wizard payload as sent on steps 1-7', () => {
    expect(
      validate(customizationSchema, {
        ...valid,
        style: 'industrial',
        constructionMaterial: 'mcp',
        specificMaterial: 'white-melamine',
        surfaceFinish: 'painted',
        specificFinish: 'matte-paint',
        dimensions: '{"width":"12","compartments":"4"}',
        hardware: '',
        upholstery: '',
        notes: 'Gym changing room',
        fullName: '',
        email: '',
        phone: '',
        timeline: '',
        features: '["Coat Hooks","Number Plates"]',
        completed: 'false',
      }),
    ).toEqual({
      ok: true,
      value: {
        ...valid,
        style: 'industrial',
        constructionMaterial: 'mcp',
        specificMaterial: 'white-melamine',
        surfaceFinish: 'painted',
        specificFinish: 'matte-paint',
        dimensions: '{"width":"12","compartments":"4"}',
        hardware: undefined,
        upholstery: undefined,
        notes: 'Gym changing room',
        fullName: undefined,
        email: undefined,
        phone: undefined,
        timeline: undefined,
        features: ['Coat Hooks', 'Number Plates'],
        completed: false,
      },
    });
  });

  it.each([undefined, '', '   '])("session id %j: 'Session ID is required'", (sessionId) => {
    expect(validate(customizationSchema, { ...valid, sessionId })).toMatchObject({
      ok: false,
      message: 'Session ID is required',
      fieldErrors: { sessionId: 'Session ID is required' },
    });
  });

  it.each([undefined, '', '   '])(
    "furniture type %j: 'Furniture type is required'",
    (furnitureType) => {
      expect(validate(customizationSchema, { ...valid, furnitureType })).toMatchObject({
        ok: false,
        message: 'Furniture type is required',
        fieldErrors: { furnitureType: 'Furniture type is required' },
      });
    },
  );

  it('blank optional text becomes absent', () => {
    fc.assert(
      fc.property(blank, blank, blank, (style, notes, email) => {
        const result = validate(customizationSchema, { ...valid, style, notes, email });
        expect(result).toMatchObject({
          ok: true,
          value: { style: undefined, notes: undefined, email: undefined },
        });
      }),
    );
  });

  it('reads features from a JSON list, a list, or nothing', () => {
    const features = (value: unknown) => {
      const result = validate(customizationSchema, { ...valid, features: value });
      return result.ok ? result.value.features : result.message;
    };
    expect(features('["Lighting"]')).toEqual(['Lighting']);
    expect(features(['Lighting', ' Hidden Compartments '])).toEqual([
      'Lighting',
      'Hidden Compartments',
    ]);
    expect(features('')).toEqual([]);
    expect(features(null)).toEqual([]);
    expect(features(undefined)).toEqual([]);
    expect(features('[]')).toEqual([]);
  });

  it.each(['Lighting', '{"a":1}', '[1,2]', '["ok", 3]', 42, [1]])(
    "features %j: 'Features must be a list of text'",
    (features) => {
      expect(validate(customizationSchema, { ...valid, features })).toMatchObject({
        ok: false,
        message: 'Features must be a list of text',
      });
    },
  );

  it('limits features to 20 of at most 100 characters', () => {
    expect(
      validate(customizationSchema, { ...valid, features: Array.from({ length: 21 }, String) }),
    ).toMatchObject({ ok: false, message: 'At most 20 features can be chosen' });
    expect(validate(customizationSchema, { ...valid, features: ['f'.repeat(101)] })).toMatchObject({
      ok: false,
      message: 'Each feature must be 100 characters or less',
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    [true, true],
    [false, false],
    [undefined, false],
    [null, false],
  ])('completed %j reads as %s', (completed, expected) => {
    expect(validate(customizationSchema, { ...valid, completed })).toMatchObject({
      ok: true,
      value: { completed: expected },
    });
  });

  it.each(['yes', 1, 'TRUE'])('completed %j is refused', (completed) => {
    expect(validate(customizationSchema, { ...valid, completed })).toMatchObject({
      ok: false,
      message: "Completed must be 'true' or 'false'",
    });
  });

  it('refuses optional text that is not text, and text that is too long', () => {
    expect(validate(customizationSchema, { ...valid, notes: 7 })).toMatchObject({
      ok: false,
      message: 'Expected text',
    });
    expect(validate(customizationSchema, { ...valid, notes: 'n'.repeat(2001) })).toMatchObject({
      ok: false,
      message: 'Notes must be 2000 characters or less',
    });
  });
});
