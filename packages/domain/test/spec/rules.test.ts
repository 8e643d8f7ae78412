import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  buildRequestDescription,
  changePasswordFormSchema,
  createSessionId,
  createWizardMachine,
  customizationPayload,
  customizationSchema,
  debugPasswordResetSchema,
  decide,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_WARNING_LENGTH,
  EMPTY_DRAFT,
  FILL_ALL_FIELDS_MESSAGE,
  forgotPasswordSchema,
  isStepComplete,
  MAX_IMAGE_BYTES,
  MESSAGE_MAX_LENGTH,
  messageDialogError,
  messageSchema,
  parseRequestStatus,
  passwordStrength,
  PASSWORD_MIN_LENGTH,
  pickImage,
  progressPercent,
  QUOTE_MISSING_MESSAGE,
  quoteSchema,
  requestPayload,
  requestSchema,
  SENDER_NAME_MAX_LENGTH,
  SESSION_ID_PATTERN,
  signInSchema,
  statusBadgeLabel,
  summarizeDimensions,
  tokenResetFormSchema,
  validate,
  WIZARD_STEP_COUNT,
  type ImageCandidate,
  type RemoveImageInput,
  type RequestLifecycleState,
  type UploadImageInput,
  type UploadImageOutput,
  type WizardDraft,
  type WizardStep,
} from '../../src';

/**
 * The spec suite, domain part: the rules of the product spec (sections 3, 4, 5 and 9) as the
 * domain holds them for both sides, with the spec's messages word for word. Each test names
 * the spec line it holds.
 */

const TABLE: WizardDraft = {
  ...EMPTY_DRAFT,
  furnitureType: 'table',
  style: 'rustic',
  constructionMaterial: 'veneered',
  specificMaterial: 'walnut-veneer',
  surfaceFinish: 'wood',
  specificFinish: 'oil-finish',
  dimensions: { length: '72', width: '36', height: '30' },
  features: ['Live Edge', 'Storage Drawers'],
  hardware: 'Brass pulls',
  upholstery: 'Linen seat pads',
  notes: 'Seats eight around the old farmhouse bench.',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
};

/** The first message a schema gives for `input`, as a 400 would carry it. */
function firstMessage(schema: Parameters<typeof validate>[0], input: unknown): string {
  const result = validate(schema, input);
  if (result.ok) throw new Error(`expected a refusal of ${JSON.stringify(input)}`);
  return result.message;
}

function fieldMessage(schema: Parameters<typeof validate>[0], input: unknown, field: string) {
  const result = validate(schema, input);
  if (result.ok) throw new Error(`expected a refusal of ${JSON.stringify(input)}`);
  return result.fieldErrors[field];
}

describe('spec §3 Furniture request payload from the wizard', () => {
  const lines = buildRequestDescription(TABLE).split('\n');
  const projectDetails = lines.findIndex((line) => /^PROJECT DETAILS/.test(line));
  const details = lines.slice(projectDetails + 1);

  it('"a title line \'Custom {Type} - {style} Style\'"', () => {
    expect(lines[0]).toBe('Custom Table - rustic Style');
  });

  it("\"a 'CONSTRUCTION & MATERIALS' block (construction method as name plus subtitle or 'Not specified', specific material, surface treatment name, finish details)\"", () => {
    const start = lines.findIndex((line) => /^CONSTRUCTION & MATERIALS/.test(line));
    expect(start).toBeGreaterThan(0);
    const block = lines.slice(start + 1, projectDetails).join('\n');
    expect(block).toMatch(/Veneered.*Wood veneer over a stable core/);
    expect(block).toMatch(/Walnut Veneer/);
    expect(block).toMatch(/Wood Finish/);
    expect(block).toMatch(/Oil Finish/);
    const unchosen = buildRequestDescription({ ...TABLE, constructionMaterial: '' });
    expect(unchosen).toMatch(/Construction Method: Not specified/);
  });

  it("\"a 'PROJECT DETAILS' block (special features as comma list, dimensions labelled with inches ... hardware, upholstery ... and 'Preferred Timeline' defaulting to Flexible)\"", () => {
    expect(projectDetails).toBeGreaterThan(0);
    const block = details.join('\n');
    expect(block).toMatch(/Live Edge, Storage Drawers/);
    expect(block).toMatch(/Length: 72 inches/);
    expect(block).toMatch(/Width: 36 inches/);
    expect(block).toMatch(/Height: 30 inches/);
    expect(block).toMatch(/Brass pulls/);
    expect(block).toMatch(/Linen seat pads/);
    expect(details.at(-1)).toBe('- Preferred Timeline: Flexible');
    const soon = buildRequestDescription({ ...TABLE, timeline: 'asap' });
    expect(soon).toMatch(/Preferred Timeline: ASAP/);
  });

  it('"a \'PROJECT DETAILS\' block (... additional notes ...)": the notes are in the description', () => {
    const notesLine = details.findIndex((line) => line.includes(TABLE.notes));
    expect(notesLine, `no notes in:\n${details.join('\n')}`).toBeGreaterThanOrEqual(0);
    // In the spec's order: after the dimensions, before the timeline.
    expect(notesLine).toBeGreaterThan(details.findIndex((line) => /72 inches/.test(line)));
    expect(notesLine).toBeLessThan(details.findIndex((line) => /Preferred Timeline/.test(line)));
  });

  it("\"locker uses 'Compartment Width' and 'Compartments'\"", () => {
    const locker = buildRequestDescription({
      ...TABLE,
      furnitureType: 'locker',
      style: 'industrial',
      features: [],
      dimensions: { width: '12', depth: '18', height: '72', compartments: '4' },
    });
    expect(locker).toMatch(/Compartment Width: 12 inches/);
    expect(locker).toMatch(/Compartments: 4(?! inches)/);
  });

  it('"fullName, email, phone, timeline, furnitureType, description (generated multi-line text), budgetRange"', () => {
    const payload = requestPayload(TABLE);
    for (const field of [
      'fullName',
      'email',
      'phone',
      'timeline',
      'furnitureType',
      'description',
      'budgetRange',
    ]) {
      expect(payload, field).toHaveProperty(field);
    }
    expect(payload['description']).toBe(buildRequestDescription(TABLE));
    expect(payload['description']?.split('\n').length).toBeGreaterThan(5);
  });
});

describe('spec §3 Customization draft (wizard state)', () => {
  it('"A client-generated sessionId of the form session_{timestamp}_{random 9-character suffix}"', () => {
    const id = createSessionId({ now: () => 1_760_000_000_000, random: Math.random });
    expect(id).toMatch(/^session_1760000000000_[a-z0-9]{9}$/);
    expect(SESSION_ID_PATTERN.test(id)).toBe(true);
  });

  it('"dimensions (JSON text of numbers as typed), features (list of text)" as §7 POST /api/customizations sends them', () => {
    const typed = { ...TABLE, dimensions: { length: 'six feet', width: '999', height: '30' } };
    const payload = customizationPayload('session_1_abcdefghi', typed);
    expect(Object.keys(payload).sort()).toEqual(
      [
        'sessionId',
        'furnitureType',
        'style',
        'constructionMaterial',
        'specificMaterial',
        'surfaceFinish',
        'specificFinish',
        'dimensions',
        'hardware',
        'upholstery',
        'notes',
        'fullName',
        'email',
        'phone',
        'timeline',
        'features',
        'completed',
      ].sort(),
    );
    expect(JSON.parse(payload['dimensions'] ?? '')).toEqual({
      length: 'six feet',
      width: '999',
      height: '30',
    });
    expect(JSON.parse(payload['features'] ?? '')).toEqual(['Live Edge', 'Storage Drawers']);
    expect(payload['completed']).toBe('false');
  });
});

describe('spec §4 Request status', () => {
  const at = (status: RequestLifecycleState['status'], quoteApproved = false) => ({
    status,
    quoteApproved,
  });
  const open = { current: true, expired: false, changesRequested: false };

  it('"Values: new, quoted, in_progress, completed (default new; a missing status is treated as new)."', () => {
    for (const status of ['new', 'quoted', 'in_progress', 'completed']) {
      expect(parseRequestStatus(status)).toEqual({ ok: true, status });
    }
    expect(parseRequestStatus(undefined)).toEqual({ ok: true, status: 'new' });
    expect(parseRequestStatus(null)).toEqual({ ok: true, status: 'new' });
  });

  it('"Badges on the customer side: New Request, Quote Ready, In Progress, Completed; unknown shows Unknown."', () => {
    expect(['new', 'quoted', 'in_progress', 'completed'].map(statusBadgeLabel)).toEqual([
      'New Request',
      'Quote Ready',
      'In Progress',
      'Completed',
    ]);
    expect(statusBadgeLabel('shipped')).toBe('Unknown');
  });

  it('"new to quoted: automatic when an admin provides a quote"', () => {
    expect(decide(at('new'), { type: 'PROVIDE_QUOTE' })).toEqual({
      allowed: true,
      next: at('quoted'),
    });
  });

  it('"quoted to in_progress: when the customer approves the quote (quoteApproved set ...)"', () => {
    expect(decide(at('quoted'), { type: 'APPROVE_QUOTE', quote: open })).toEqual({
      allowed: true,
      next: at('in_progress', true),
    });
    expect(decide(at('new'), { type: 'APPROVE_QUOTE', quote: open }).allowed).toBe(false);
  });

  it('"in_progress to completed: the only manual transition, by admin via Mark Complete."', () => {
    expect(decide(at('in_progress', true), { type: 'MARK_COMPLETE' })).toEqual({
      allowed: true,
      next: at('completed', true),
    });
    for (const state of [at('new'), at('quoted'), at('completed', true)]) {
      expect(decide(state, { type: 'MARK_COMPLETE' }).allowed, state.status).toBe(false);
    }
  });

  it('"Edit is allowed only while status is new. Delete is allowed until the quote is approved."', () => {
    expect(decide(at('new'), { type: 'EDIT' }).allowed).toBe(true);
    for (const state of [at('quoted'), at('in_progress', true), at('completed', true)]) {
      expect(decide(state, { type: 'EDIT' }).allowed, state.status).toBe(false);
    }
    expect(decide(at('new'), { type: 'DELETE_BY_CUSTOMER' }).allowed).toBe(true);
    expect(decide(at('quoted'), { type: 'DELETE_BY_CUSTOMER' }).allowed).toBe(true);
    for (const state of [at('in_progress', true), at('completed', true)]) {
      const decision = decide(state, { type: 'DELETE_BY_CUSTOMER' });
      expect(decision.allowed, state.status).toBe(false);
      // §2: "After approval: 'Project cannot be modified or deleted after quote approval'"
      if (!decision.allowed) {
        expect(decision.message).toBe('Project cannot be modified or deleted after quote approval');
      }
    }
  });

  it('"a completed project shows \'This project is already completed.\'" (§2 status editor)', () => {
    const decision = decide(at('completed', true), { type: 'MARK_COMPLETE' });
    expect(decision.allowed).toBe(false);
    if (!decision.allowed) expect(decision.message).toBe('This project is already completed.');
  });
});

describe('spec §4 Wizard', () => {
  function startWizard(save: () => Promise<unknown> = () => Promise.resolve({})) {
    const saves: unknown[] = [];
    const submits: unknown[] = [];
    const machine = createWizardMachine<ImageCandidate>().provide({
      actors: {
        saveDraft: fromPromise(async ({ input }) => {
          saves.push(input);
          return save();
        }),
        submitRequest: fromPromise(async ({ input }) => {
          submits.push(input);
          return { message: 'Thank you', requestId: 1 };
        }),
        uploadImage: fromPromise<UploadImageOutput, UploadImageInput<ImageCandidate>>(async () => ({
          reference: 'ref',
        })),
        removeImage: fromPromise<unknown, RemoveImageInput>(async () => ({})),
      },
    });
    const actor = createActor(machine, { input: { sessionId: 'session_1_abcdefghi' } });
    const emitted: string[] = [];
    actor.on('*', (event) => emitted.push(event.type));
    actor.start();
    const step = () => actor.getSnapshot().context.step;
    const draft = () => actor.getSnapshot().context.draft;
    const idle = () =>
      waitFor(actor, (snapshot) => !snapshot.matches({ active: { save: 'saving' } }));
    return { actor, saves, submits, emitted, step, draft, idle };
  }

  it('"Step counter runs 1 to 8. ... Previous moves back one and is not allowed on step 1."', async () => {
    const { actor, step, idle } = startWizard();
    expect(WIZARD_STEP_COUNT).toBe(8);
    expect(step()).toBe(1);
    expect(actor.getSnapshot().can({ type: 'PREVIOUS' })).toBe(false);
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'desk' });
    actor.send({ type: 'NEXT' });
    await idle();
    expect(step()).toBe(2);
    actor.send({ type: 'PREVIOUS' });
    expect(step()).toBe(1);
  });

  it('"Next moves forward only when the step\'s requirement is met"', () => {
    const { actor, step } = startWizard();
    actor.send({ type: 'NEXT' });
    expect(step()).toBe(1);
  });

  it('"Next on steps 1-7 sends the draft as a save and advances; the counter advances before the result arrives, so a failed save leaves the user on the next step."', async () => {
    let fail: (error: Error) => void = () => undefined;
    const { actor, saves, emitted, step, idle } = startWizard(
      () => new Promise((_resolve, reject) => (fail = reject)),
    );
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'table' });
    actor.send({ type: 'NEXT' });
    expect(step()).toBe(2);
    expect(saves).toHaveLength(1);
    fail(new Error('Failed to save customization'));
    await idle();
    expect(step()).toBe(2);
    expect(emitted).toContain('draftSaveFailed');
  });

  it('"Choosing a new construction material clears specificMaterial; choosing a new surface finish clears specificFinish."', () => {
    const { actor, draft } = startWizard();
    actor.send({ type: 'CHOOSE_CONSTRUCTION_MATERIAL', value: 'solid-wood' });
    actor.send({ type: 'CHOOSE_SPECIFIC_MATERIAL', value: 'oak' });
    actor.send({ type: 'CHOOSE_SURFACE_FINISH', value: 'painted' });
    actor.send({ type: 'CHOOSE_SPECIFIC_FINISH', value: 'satin-paint' });
    actor.send({ type: 'CHOOSE_CONSTRUCTION_MATERIAL', value: 'mdf' });
    expect(draft().specificMaterial).toBe('');
    expect(draft().specificFinish).toBe('satin-paint');
    actor.send({ type: 'CHOOSE_SURFACE_FINISH', value: 'laminated' });
    expect(draft().specificFinish).toBe('');
  });

  it('"Features toggle on and off on click."', () => {
    const { actor, draft } = startWizard();
    actor.send({ type: 'CHOOSE_FURNITURE_TYPE', value: 'table' });
    actor.send({ type: 'TOGGLE_FEATURE', feature: 'Glass Top' });
    expect(draft().features).toEqual(['Glass Top']);
    actor.send({ type: 'TOGGLE_FEATURE', feature: 'Glass Top' });
    expect(draft().features).toEqual([]);
  });
});

describe('spec §5 Wizard gating of Next', () => {
  const complete = (step: WizardStep, draft: WizardDraft) => isStepComplete(step, draft);

  it('"Step 1: furnitureType chosen. Step 2: always allowed (image optional). Step 3: style chosen."', () => {
    expect(complete(1, EMPTY_DRAFT)).toBe(false);
    expect(complete(1, { ...EMPTY_DRAFT, furnitureType: 'desk' })).toBe(true);
    expect(complete(2, EMPTY_DRAFT)).toBe(true);
    expect(complete(3, { ...EMPTY_DRAFT, furnitureType: 'desk' })).toBe(false);
    expect(complete(3, { ...EMPTY_DRAFT, furnitureType: 'desk', style: 'modern' })).toBe(true);
  });

  it('"Step 4: constructionMaterial, specificMaterial, surfaceFinish and specificFinish all chosen"', () => {
    for (const missing of [
      'constructionMaterial',
      'specificMaterial',
      'surfaceFinish',
      'specificFinish',
    ] as const) {
      expect(complete(4, { ...TABLE, [missing]: '' }), missing).toBe(false);
    }
    expect(complete(4, TABLE)).toBe(true);
  });

  it('"Steps 5, 6, 7: always allowed (dimensions, features, notes optional)." with "Dimension values are free text, unvalidated."', () => {
    const typed: WizardDraft = {
      ...TABLE,
      dimensions: { length: 'six feet', width: '999', height: '' },
      features: [],
      notes: '',
    };
    for (const step of [5, 6, 7] as const) {
      expect(complete(step, typed), `step ${step}`).toBe(true);
      expect(complete(step, { ...EMPTY_DRAFT, furnitureType: 'locker' }), `step ${step}`).toBe(
        true,
      );
    }
    // Every feature and long notes: the review still lets the visitor on.
    const everything: WizardDraft = {
      ...TABLE,
      features: ['Extendable', 'Storage Drawers', 'Glass Top', 'Metal Legs', 'Live Edge'],
      notes: 'We would like the grain to run the full length of the top. '.repeat(20),
    };
    expect(complete(7, everything)).toBe(true);
  });

  it('"Step 8: fullName and email non-empty"', () => {
    const contact = { ...TABLE, fullName: '', email: '' };
    expect(complete(8, contact)).toBe(false);
    expect(complete(8, { ...contact, fullName: 'Ada Lovelace' })).toBe(false);
    expect(complete(8, { ...contact, email: 'ada@example.com' })).toBe(false);
    expect(complete(8, { ...contact, fullName: 'Ada Lovelace', email: 'ada@example.com' })).toBe(
      true,
    );
  });

  it('"Image: single file; types jpeg, jpg, png, gif; maximum 10 MB (10*1024*1024 bytes)."', () => {
    expect(MAX_IMAGE_BYTES).toBe(10 * 1024 * 1024);
    const file = (name: string, type: string, size = 1000) => ({ name, type, size });
    for (const [name, type] of [
      ['a.jpeg', 'image/jpeg'],
      ['a.jpg', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.gif', 'image/gif'],
    ] as const) {
      expect(pickImage([file(name, type)]), name).not.toBeNull();
    }
    expect(pickImage([file('a.webp', 'image/webp')])).toBeNull();
    expect(pickImage([file('a.png', 'image/png', MAX_IMAGE_BYTES)])).not.toBeNull();
    expect(pickImage([file('a.png', 'image/png', MAX_IMAGE_BYTES + 1)])).toBeNull();
    expect(pickImage([file('a.png', 'image/png'), file('b.png', 'image/png')])).toBeNull();
  });
});

describe('spec §2 Review step', () => {
  it("\"dimensions that cannot be parsed show 'Invalid dimension data'; none shows 'No dimensions specified'.\"", () => {
    expect(summarizeDimensions('{not json', 'table')).toMatchObject({
      message: 'Invalid dimension data',
    });
    expect(summarizeDimensions('', 'table')).toMatchObject({ message: 'No dimensions specified' });
    expect(summarizeDimensions('{}', 'table')).toMatchObject({
      message: 'No dimensions specified',
    });
  });

  it('"Its header shows a progress bar with \'Step N of 8\' and percent complete (step/8*100)."', () => {
    expect(([1, 2, 3, 4, 5, 6, 7, 8] as const).map(progressPercent)).toEqual([
      12.5, 25, 37.5, 50, 62.5, 75, 87.5, 100,
    ]);
  });
});

describe('spec §5 Validation rules: the messages', () => {
  const request = { fullName: 'Ada Lovelace', email: 'ada@example.com' };

  it("Request schema \"fullName required ('Full name is required'); email valid ('Please enter a valid email address'); description at most 500 characters ('Description must be 500 characters or less')\"", () => {
    expect(firstMessage(requestSchema, { ...request, fullName: '' })).toBe('Full name is required');
    expect(firstMessage(requestSchema, { email: 'ada@example.com' })).toBe('Full name is required');
    expect(firstMessage(requestSchema, { ...request, email: 'not-an-email' })).toBe(
      'Please enter a valid email address',
    );
    expect(DESCRIPTION_MAX_LENGTH).toBe(500);
    expect(validate(requestSchema, { ...request, description: 'x'.repeat(500) }).ok).toBe(true);
    expect(firstMessage(requestSchema, { ...request, description: 'x'.repeat(501) })).toBe(
      'Description must be 500 characters or less',
    );
  });

  it('"empty strings for phone, furnitureType, description, budgetRange, timeline become absent; status one of new, quoted, in_progress, completed"', () => {
    const result = validate(requestSchema, {
      ...request,
      phone: '',
      furnitureType: '',
      description: '',
      budgetRange: '',
      timeline: '',
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      for (const field of ['phone', 'furnitureType', 'description', 'budgetRange', 'timeline']) {
        expect(result.value, field).not.toHaveProperty(field, '');
        expect((result.value as Record<string, unknown>)[field], field).toBeUndefined();
      }
    }
    for (const status of ['new', 'quoted', 'in_progress', 'completed']) {
      expect(validate(requestSchema, { ...request, status }).ok, status).toBe(true);
    }
    expect(validate(requestSchema, { ...request, status: 'shipped' }).ok).toBe(false);
  });

  it("Quote \"quoteAmount required ('Quote amount is required'); quotedBy required ('Employee name is required'); quote notes optional.\"", () => {
    expect(firstMessage(quoteSchema, { quotedBy: 'Sam' })).toBe('Quote amount is required');
    expect(firstMessage(quoteSchema, { quoteAmount: '$1,200 - $1,500' })).toBe(
      'Employee name is required',
    );
    expect(validate(quoteSchema, { quoteAmount: '$900', quotedBy: 'Sam' }).ok).toBe(true);
    expect(QUOTE_MISSING_MESSAGE).toBe(
      'Missing Information - Please fill in the quote amount and your name',
    );
  });

  it("Message \"Required ('Message is required'), at most 1000 characters ('Message must be 1000 characters or less'); senderName required ('Sender name is required'), at most 100 characters in the dialog; senderType admin or customer.\"", () => {
    const ok = { message: 'Hello', senderName: 'Sam', senderType: 'admin' };
    expect(firstMessage(messageSchema, { ...ok, message: '' })).toBe('Message is required');
    expect(MESSAGE_MAX_LENGTH).toBe(1000);
    expect(validate(messageSchema, { ...ok, message: 'x'.repeat(1000) }).ok).toBe(true);
    expect(firstMessage(messageSchema, { ...ok, message: 'x'.repeat(1001) })).toBe(
      'Message must be 1000 characters or less',
    );
    expect(firstMessage(messageSchema, { ...ok, senderName: '' })).toBe('Sender name is required');
    expect(SENDER_NAME_MAX_LENGTH).toBe(100);
    expect(validate(messageSchema, { ...ok, senderType: 'customer' }).ok).toBe(true);
    expect(validate(messageSchema, { ...ok, senderType: 'visitor' }).ok).toBe(false);
  });

  it('"In the dialog, text and name are trimmed and both required, otherwise \'Please fill in all fields\'"', () => {
    expect(FILL_ALL_FIELDS_MESSAGE).toBe('Please fill in all fields');
    expect(messageDialogError('   ', 'Sam')).toBe('Please fill in all fields');
    expect(messageDialogError('Hello', '  ')).toBe('Please fill in all fields');
    expect(messageDialogError('Hello', 'Sam')).toBeNull();
  });

  it("Customization \"sessionId required ('Session ID is required'); furnitureType required ('Furniture type is required').\"", () => {
    expect(firstMessage(customizationSchema, { furnitureType: 'table' })).toBe(
      'Session ID is required',
    );
    expect(firstMessage(customizationSchema, { sessionId: 'session_1_abcdefghi' })).toBe(
      'Furniture type is required',
    );
  });

  it("\"Change password: current password required ('Current password is required'); new password at least 8 characters ('New password must be at least 8 characters'); confirmation required ('Please confirm your new password'); must match ('Passwords don't match', shown on the confirm field).\"", () => {
    const form = {
      currentPassword: 'Temp-Pass-1',
      newPassword: 'Walnut-Table-2026!',
      confirmPassword: 'Walnut-Table-2026!',
    };
    expect(validate(changePasswordFormSchema, form).ok).toBe(true);
    expect(
      fieldMessage(changePasswordFormSchema, { ...form, currentPassword: '' }, 'currentPassword'),
    ).toBe('Current password is required');
    expect(
      fieldMessage(changePasswordFormSchema, { ...form, newPassword: 'Ab1!' }, 'newPassword'),
    ).toBe('New password must be at least 8 characters');
    expect(
      fieldMessage(changePasswordFormSchema, { ...form, confirmPassword: '' }, 'confirmPassword'),
    ).toBe('Please confirm your new password');
    expect(
      fieldMessage(
        changePasswordFormSchema,
        { ...form, confirmPassword: 'Walnut-Table-2027!' },
        'confirmPassword',
      ),
    ).toBe("Passwords don't match");
  });

  it('"Strength score 0-5, one point each for: length at least 8, uppercase, lowercase, digit, symbol. Labels: Weak (2 or less), Fair (3), Good (4), Strong (5)."', () => {
    expect(passwordStrength('')).toEqual({ score: 0, label: 'Weak' });
    expect(passwordStrength('abc')).toEqual({ score: 1, label: 'Weak' });
    expect(passwordStrength('abcdefgh')).toEqual({ score: 2, label: 'Weak' });
    expect(passwordStrength('Abcdefgh')).toEqual({ score: 3, label: 'Fair' });
    expect(passwordStrength('Abcdefg1')).toEqual({ score: 4, label: 'Good' });
    expect(passwordStrength('Abcdef1!')).toEqual({ score: 5, label: 'Strong' });
    expect(passwordStrength('A1!')).toEqual({ score: 3, label: 'Fair' });
  });

  it('"Password reset page: valid email; new password at least 8 (\'Password must be at least 8 characters\')."', () => {
    expect(
      fieldMessage(
        debugPasswordResetSchema,
        { email: 'x', newPassword: 'Walnut-Table-2026!' },
        'email',
      ),
    ).toBe('Please enter a valid email address');
    expect(
      fieldMessage(
        debugPasswordResetSchema,
        { email: 'ada@example.com', newPassword: 'Ab1!' },
        'newPassword',
      ),
    ).toBe('Password must be at least 8 characters');
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('"Token reset: new password at least 8, must match confirmation; missing token blocks submit."', () => {
    const form = {
      token: 'abc',
      newPassword: 'Walnut-Table-2026!',
      confirmPassword: 'Walnut-Table-2026!',
    };
    expect(validate(tokenResetFormSchema, form).ok).toBe(true);
    expect(
      fieldMessage(
        tokenResetFormSchema,
        { ...form, newPassword: 'Ab1!', confirmPassword: 'Ab1!' },
        'newPassword',
      ),
    ).toBe('Password must be at least 8 characters');
    expect(
      fieldMessage(
        tokenResetFormSchema,
        { ...form, confirmPassword: 'other-Password-1' },
        'confirmPassword',
      ),
    ).toBe("Passwords don't match");
    expect(fieldMessage(tokenResetFormSchema, { ...form, token: '' }, 'token')).toBe(
      'Invalid or missing reset token',
    );
  });

  it("Sign-in \"email valid ('Please enter a valid email address'); password required ('Password is required'). Forgot-password: email valid, same message.\"", () => {
    expect(fieldMessage(signInSchema, { email: 'nope', password: 'x' }, 'email')).toBe(
      'Please enter a valid email address',
    );
    expect(fieldMessage(signInSchema, { email: 'ada@example.com', password: '' }, 'password')).toBe(
      'Password is required',
    );
    expect(fieldMessage(forgotPasswordSchema, { email: 'nope' }, 'email')).toBe(
      'Please enter a valid email address',
    );
  });
});

describe('spec §9 Business constants and limits', () => {
  it('"Description max 500 characters (counter turns red above 450). Message max 1000. Sender name max 100. Password min 8."', () => {
    expect(DESCRIPTION_MAX_LENGTH).toBe(500);
    expect(DESCRIPTION_WARNING_LENGTH).toBe(450);
    expect(MESSAGE_MAX_LENGTH).toBe(1000);
    expect(SENDER_NAME_MAX_LENGTH).toBe(100);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('"Wizard steps: 8. Image: single file, jpeg/jpg/png/gif, max 10 MB."', () => {
    expect(WIZARD_STEP_COUNT).toBe(8);
    expect(MAX_IMAGE_BYTES).toBe(10_485_760);
  });
});
