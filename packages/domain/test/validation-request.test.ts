import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_WARNING_LENGTH,
  adminNotesSchema,
  requestEditSchema,
  requestSchema,
  statusUpdateSchema,
  validate,
} from '../src';

const valid = { fullName: 'Ada Lovelace', email: 'ada@example.com' };

const blank = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r'), { maxLength: 8 })
  .map((chars) => chars.join(''));
const noEdgeBlanks = (value: string) => value.replace(/^\s/, 'x').replace(/\s$/, 'x');

describe('request schema', () => {
  it('accepts a full request and keeps its values', () => {
    expect(
      validate(requestSchema, {
        fullName: '  Ada Lovelace ',
        email: ' Ada@Example.com ',
        phone: '555-0100',
        furnitureType: 'bookshelf',
        description: 'Walnut bookshelf for the study',
        budgetRange: '1000-2500',
        timeline: 'no-rush',
        status: 'quoted',
      }),
    ).toEqual({
      ok: true,
      value: {
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '555-0100',
        furnitureType: 'bookshelf',
        description: 'Walnut bookshelf for the study',
        budgetRange: '1000-2500',
        timeline: 'no-rush',
        status: 'quoted',
      },
    });
  });

  it.each([undefined, '', '   '])("full name %j: 'Full name is required'", (fullName) => {
    expect(validate(requestSchema, { ...valid, fullName })).toMatchObject({
      ok: false,
      message: 'Full name is required',
      fieldErrors: { fullName: 'Full name is required' },
    });
  });

  it.each([undefined, '', 'ada', 'ada@', 'ada@example', 'ada example.com', 42])(
    "email %j: 'Please enter a valid email address'",
    (email) => {
      const result = validate(requestSchema, { ...valid, email });
      expect(result).toMatchObject({
        ok: false,
        message: 'Please enter a valid email address',
        fieldErrors: { email: 'Please enter a valid email address' },
      });
    },
  );

  it('a 500-character description passes and a 501-character one fails', () => {
    expect(DESCRIPTION_MAX_LENGTH).toBe(500);
    expect(DESCRIPTION_WARNING_LENGTH).toBe(450);
    expect(validate(requestSchema, { ...valid, description: 'd'.repeat(500) })).toMatchObject({
      ok: true,
      value: { description: 'd'.repeat(500) },
    });
    expect(validate(requestSchema, { ...valid, description: 'd'.repeat(501) })).toEqual({
      ok: false,
      message: 'Description must be 500 characters or less',
      fieldErrors: { description: 'Description must be 500 characters or less' },
    });
  });

  it('any description of at most 500 characters passes', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 500 }).map(noEdgeBlanks), (description) => {
        const result = validate(requestSchema, { ...valid, description });
        expect(result).toEqual({ ok: true, value: { ...valid, description } });
      }),
    );
  });

  it('any description over 500 characters fails', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 501, maxLength: 1500 }).map(noEdgeBlanks),
        (description) => {
          const result = validate(requestSchema, { ...valid, description });
          expect(result).toMatchObject({
            ok: false,
            message: 'Description must be 500 characters or less',
          });
        },
      ),
    );
  });

  it('blank phone, furnitureType, description, budgetRange and timeline become absent', () => {
    fc.assert(
      fc.property(
        blank,
        blank,
        blank,
        blank,
        blank,
        (phone, furnitureType, description, budgetRange, timeline) => {
          const result = validate(requestSchema, {
            ...valid,
            phone,
            furnitureType,
            description,
            budgetRange,
            timeline,
          });
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          expect(result.value.phone).toBeUndefined();
          expect(result.value.furnitureType).toBeUndefined();
          expect(result.value.description).toBeUndefined();
          expect(result.value.budgetRange).toBeUndefined();
          expect(result.value.timeline).toBeUndefined();
        },
      ),
    );
  });

  it('null optional values become absent too', () => {
    const result = validate(requestSchema, { ...valid, phone: null, timeline: null });
    expect(result).toMatchObject({ ok: true, value: { phone: undefined, timeline: undefined } });
  });

  it.each(['new', 'quoted', 'in_progress', 'completed'])('status %s is accepted', (status) => {
    expect(validate(requestSchema, { ...valid, status })).toMatchObject({
      ok: true,
      value: { status },
    });
  });

  it('status may be left out', () => {
    expect(validate(requestSchema, valid)).toEqual({ ok: true, value: valid });
  });

  it.each(['archived', 'New', 'in progress', ''])('status %j is refused', (status) => {
    expect(validate(requestSchema, { ...valid, status })).toMatchObject({
      ok: false,
      fieldErrors: {
        status: 'Status must be one of: new, quoted, in_progress, completed, declined',
      },
    });
  });

  it('accepts the wizard and request-form furniture types and timelines', () => {
    for (const furnitureType of ['table', 'storage', 'bed', 'other']) {
      expect(validate(requestSchema, { ...valid, furnitureType }).ok).toBe(true);
    }
    for (const timeline of ['asap', 'no-rush', '1-2-weeks', '1-month', '2-3-months', 'flexible']) {
      expect(validate(requestSchema, { ...valid, timeline }).ok).toBe(true);
    }
  });

  it('refuses values outside the option lists', () => {
    expect(validate(requestSchema, { ...valid, furnitureType: 'sofa' })).toMatchObject({
      ok: false,
      message: 'Please choose a furniture type from the list',
    });
    expect(validate(requestSchema, { ...valid, budgetRange: '100-200' })).toMatchObject({
      ok: false,
      message: 'Please choose a budget range from the list',
    });
    expect(validate(requestSchema, { ...valid, timeline: 'yesterday' })).toMatchObject({
      ok: false,
      message: 'Please choose a timeline from the list',
    });
  });

  it('refuses anything that is not an object', () => {
    for (const input of [null, 'request', 42, []]) {
      expect(validate(requestSchema, input)).toEqual({
        ok: false,
        message: 'Expected a JSON object',
        fieldErrors: { _: 'Expected a JSON object' },
      });
    }
  });

  it('reports the first broken rule and one message per field', () => {
    expect(validate(requestSchema, { description: 'x'.repeat(501) })).toEqual({
      ok: false,
      message: 'Full name is required',
      fieldErrors: {
        fullName: 'Full name is required',
        email: 'Please enter a valid email address',
        description: 'Description must be 500 characters or less',
      },
    });
  });
});

describe('request edit schema', () => {
  it('applies the same field rules', () => {
    expect(validate(requestEditSchema, { ...valid, description: 'x'.repeat(501) })).toMatchObject({
      ok: false,
      message: 'Description must be 500 characters or less',
    });
    expect(validate(requestEditSchema, { ...valid, fullName: ' ' })).toMatchObject({
      ok: false,
      message: 'Full name is required',
    });
    expect(validate(requestEditSchema, { ...valid, phone: '' })).toEqual({
      ok: true,
      value: { ...valid, phone: undefined },
    });
  });

  it('does not carry a status', () => {
    const result = validate(requestEditSchema, { ...valid, status: 'completed' });
    expect(result.ok && 'status' in result.value).toBe(false);
  });
});

describe('status update schema', () => {
  it("only allows 'completed'", () => {
    expect(validate(statusUpdateSchema, { status: 'completed', notes: '' })).toEqual({
      ok: true,
      value: { status: 'completed', notes: undefined },
    });
    for (const status of ['new', 'quoted', 'in_progress', 'done']) {
      expect(validate(statusUpdateSchema, { status })).toMatchObject({
        ok: false,
        message: "Status can only be set to 'completed'",
      });
    }
  });
});

describe('admin notes schema', () => {
  it('accepts text, even empty, up to 5000 characters', () => {
    expect(validate(adminNotesSchema, { adminNotes: '' })).toEqual({
      ok: true,
      value: { adminNotes: '' },
    });
    expect(validate(adminNotesSchema, { adminNotes: 'n'.repeat(5000) }).ok).toBe(true);
    expect(validate(adminNotesSchema, { adminNotes: 'n'.repeat(5001) })).toMatchObject({
      ok: false,
      message: 'Admin notes must be 5000 characters or less',
    });
    expect(validate(adminNotesSchema, {})).toMatchObject({
      ok: false,
      message: 'Admin notes must be text',
    });
  });
});
