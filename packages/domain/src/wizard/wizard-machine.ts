import { and, assign, emit, fromPromise, not, raise, setup, stateIn } from 'xstate';
import { CONSTRUCTION_MATERIAL_OPTIONS, SURFACE_FINISH_OPTIONS } from '../catalog/materials';
import type { ConstructionMaterial, SurfaceFinish } from '../catalog/materials';
import type { WizardFurnitureType } from '../catalog/furniture-types';
import { stylesFor, type Style } from '../catalog/styles';
import type { DimensionKey } from '../catalog/dimensions';
import type { WizardTimeline } from '../catalog/timelines';
import type { BudgetRange } from '../catalog/budgets';
import { customizationPayload, requestPayload, tableOptionsPayload } from '../description/payloads';
import { EMPTY_DRAFT, type WizardDraft, type WizardTextField } from './draft';
import { withFurnitureType } from '../piece/piece-design';
import {
  isLeafLength,
  withFeatureToggled,
  withLeafCount,
  type LeafCount,
  type TableBase,
} from '../piece/table-options';
import { pickImage, type ImageCandidate } from './image-rules';
import { imageAllowsNext, type DraftImage } from './draft-image';
import { NOTES_MAX_LENGTH } from '../validation/fields';
import { MAX_DIMENSION_LENGTH } from '../catalog/dimensions';
import { isStepComplete, WIZARD_STEP_COUNT, type WizardStep } from './steps';

export interface WizardContext<TImage extends ImageCandidate> {
  readonly sessionId: string;
  readonly step: WizardStep;
  /** The furthest step reached: the step list jumps to any step up to it. */
  readonly furthestStep: WizardStep;
  readonly draft: WizardDraft;
  /** The inspiration image and how its upload went. */
  readonly image: DraftImage<TImage> | null;
  /** The reference of an image being taken off the draft. */
  readonly removing: string | null;
  /** Why the last draft save failed; cleared by the next one that succeeds. */
  readonly saveError: string | null;
  readonly submitError: string | null;
  /** The server's message after a successful submission. */
  readonly submitMessage: string | null;
  /** The number of the request the submission created (or answered, when it was repeated). */
  readonly requestId: number | null;
}

export type WizardEvent<TImage extends ImageCandidate> =
  | { readonly type: 'NEXT' }
  | { readonly type: 'PREVIOUS' }
  | { readonly type: 'CHOOSE_FURNITURE_TYPE'; readonly value: WizardFurnitureType }
  | { readonly type: 'CHOOSE_STYLE'; readonly value: Style }
  | { readonly type: 'CHOOSE_CONSTRUCTION_MATERIAL'; readonly value: ConstructionMaterial }
  | { readonly type: 'CHOOSE_SPECIFIC_MATERIAL'; readonly value: string }
  | { readonly type: 'CHOOSE_SURFACE_FINISH'; readonly value: SurfaceFinish }
  | { readonly type: 'CHOOSE_SPECIFIC_FINISH'; readonly value: string }
  | { readonly type: 'SET_DIMENSION'; readonly key: DimensionKey; readonly value: string }
  | { readonly type: 'TOGGLE_FEATURE'; readonly feature: string }
  /** A table's base, its leaves and their length (inches): step 6, beside the features. */
  | { readonly type: 'CHOOSE_BASE'; readonly value: TableBase }
  | { readonly type: 'SET_LEAF_COUNT'; readonly value: LeafCount }
  | { readonly type: 'SET_LEAF_LENGTH'; readonly value: number }
  | { readonly type: 'SET_TEXT'; readonly field: WizardTextField; readonly value: string }
  | { readonly type: 'CHOOSE_TIMELINE'; readonly value: WizardTimeline | '' }
  | { readonly type: 'CHOOSE_BUDGET'; readonly value: BudgetRange | '' }
  /** Opens a step already reached (the step list, a review row's Edit). */
  | { readonly type: 'GO_TO_STEP'; readonly step: WizardStep }
  /** A saved design brought back (reload, Back): its choices, its image and its step. */
  | {
      readonly type: 'RESTORE';
      readonly draft: WizardDraft;
      readonly step: WizardStep;
      readonly image: DraftImage<TImage> | null;
    }
  /** Drops the design and starts a new one under a new session id. */
  | { readonly type: 'START_OVER'; readonly sessionId: string }
  | { readonly type: 'SELECT_IMAGE'; readonly files: readonly TImage[] }
  | { readonly type: 'REMOVE_IMAGE' }
  /** From a later step, back to the image the server refused, to replace or remove it. */
  | { readonly type: 'GO_TO_IMAGE_STEP' }
  /** Internal: raised by NEXT on steps 1-7. */
  | { readonly type: 'SAVE' };

export type WizardEmitted =
  | { readonly type: 'draftSaveFailed'; readonly error: string }
  | { readonly type: 'submitFailed'; readonly error: string }
  | {
      readonly type: 'submitted';
      readonly message: string | null;
      readonly requestId: number | null;
    };

/** A draft save: text only; the image went up on its own, to the draft. */
export interface SaveDraftInput {
  readonly step: WizardStep;
  readonly fields: Record<string, string>;
}

export interface SubmitRequestInput {
  /** The draft's session id, sent beside the request fields so the server links the design. */
  readonly sessionId: string;
  readonly fields: Record<string, string>;
  /** The uploaded image's reference, or null for a request without one. */
  readonly imageRef: string | null;
}

/** The image goes up once, as soon as it is chosen. */
export interface UploadImageInput<TImage extends ImageCandidate = ImageCandidate> {
  readonly sessionId: string;
  /** The draft may not be saved yet: the upload can start it with its type. */
  readonly furnitureType: string;
  readonly image: TImage;
}

export interface UploadImageOutput {
  readonly reference: string;
}

/** Takes a removed image off the draft (best effort: the request never names it anyway). */
export interface RemoveImageInput {
  readonly sessionId: string;
  readonly reference: string;
}

export interface SubmitRequestOutput {
  /** The server's confirmation text, if it sent one. */
  readonly message?: string | undefined;
  /** The request's number. */
  readonly requestId?: number | undefined;
}

/**
 * The server's limits for the short text fields, so the wizard never sends what it refuses.
 * Notes have none here: they are never cut, step 6 asks for them to be shortened instead.
 */
const TEXT_LIMITS: Readonly<Record<WizardTextField, number>> = {
  notes: NOTES_MAX_LENGTH,
  fullName: 100,
  email: 254,
  phone: 40,
  hardware: 200,
  upholstery: 200,
};

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message !== '' ? error.message : fallback;
}

/**
 * The 8-step customization wizard. Saving and submitting are actors the caller provides
 * (`machine.provide({ actors: { saveDraft, submitRequest } })`), so the same machine runs
 * against the real API in the browser and against stand-ins in tests.
 */
export function createWizardMachine<TImage extends ImageCandidate = ImageCandidate>() {
  return setup({
    types: {
      context: {} as WizardContext<TImage>,
      events: {} as WizardEvent<TImage>,
      emitted: {} as WizardEmitted,
      input: {} as { readonly sessionId: string },
      output: {} as { readonly message: string | null; readonly requestId: number | null },
    },
    actors: {
      saveDraft: fromPromise<unknown, SaveDraftInput>(async () => {
        throw new Error('saveDraft actor was not provided');
      }),
      submitRequest: fromPromise<SubmitRequestOutput, SubmitRequestInput>(async () => {
        throw new Error('submitRequest actor was not provided');
      }),
      uploadImage: fromPromise<UploadImageOutput, UploadImageInput<TImage>>(async () => {
        throw new Error('uploadImage actor was not provided');
      }),
      removeImage: fromPromise<unknown, RemoveImageInput>(async () => {
        throw new Error('removeImage actor was not provided');
      }),
    },
    guards: {
      stepComplete: ({ context }) =>
        isStepComplete(context.step, context.draft) && imageAllowsNext(context.step, context.image),
      onLastStep: ({ context }) => context.step === WIZARD_STEP_COUNT,
      onFirstStep: ({ context }) => context.step === 1,
    },
    actions: {
      advance: assign(({ context }) => {
        const step = (context.step + 1) as WizardStep;
        return { step, furthestStep: step > context.furthestStep ? step : context.furthestStep };
      }),
      goBack: assign({ step: ({ context }) => (context.step - 1) as WizardStep }),
    },
  }).createMachine({
    id: 'wizard',
    context: ({ input }) => ({
      sessionId: input.sessionId,
      step: 1,
      furthestStep: 1,
      draft: EMPTY_DRAFT,
      image: null,
      removing: null,
      saveError: null,
      submitError: null,
      submitMessage: null,
      requestId: null,
    }),
    initial: 'active',
    states: {
      active: {
        type: 'parallel',
        states: {
          form: {
            initial: 'editing',
            states: {
              editing: {
                on: {
                  NEXT: [
                    {
                      guard: and([
                        'onLastStep',
                        'stepComplete',
                        not(stateIn('#wizard.active.save.saving')),
                      ]),
                      target: 'submitting',
                    },
                    {
                      guard: and([
                        not('onLastStep'),
                        'stepComplete',
                        not(stateIn('#wizard.active.save.saving')),
                      ]),
                      actions: ['advance', raise({ type: 'SAVE' })],
                    },
                  ],
                  PREVIOUS: { guard: not('onFirstStep'), actions: 'goBack' },
                  GO_TO_STEP: [
                    {
                      // Back: nothing to check, nothing new to save.
                      guard: ({ context, event }) => event.step < context.step,
                      actions: assign({ step: ({ event }) => event.step }),
                    },
                    {
                      // Forward, to a step reached before: every step on the way must still be
                      // complete, and what changed meanwhile is saved as Next would.
                      guard: ({ context, event }) =>
                        event.step > context.step &&
                        event.step <= context.furthestStep &&
                        canReach(context, event.step),
                      actions: [
                        assign({ step: ({ event }) => event.step }),
                        raise({ type: 'SAVE' }),
                      ],
                    },
                  ],
                  RESTORE: {
                    actions: assign(({ event }) => ({
                      draft: event.draft,
                      step: event.step,
                      furthestStep: event.step,
                      image: event.image,
                    })),
                  },
                  START_OVER: {
                    actions: assign(({ event }) => ({
                      sessionId: event.sessionId,
                      step: 1 as WizardStep,
                      furthestStep: 1 as WizardStep,
                      draft: EMPTY_DRAFT,
                      image: null,
                      saveError: null,
                      submitError: null,
                    })),
                  },
                  CHOOSE_FURNITURE_TYPE: {
                    actions: assign({
                      draft: ({ context, event }) => withFurnitureType(context.draft, event.value),
                    }),
                  },
                  CHOOSE_STYLE: {
                    guard: ({ context, event }) =>
                      stylesFor(context.draft.furnitureType).includes(event.value),
                    actions: assign({
                      draft: ({ context, event }) => ({ ...context.draft, style: event.value }),
                    }),
                  },
                  CHOOSE_CONSTRUCTION_MATERIAL: {
                    actions: assign({
                      draft: ({ context, event }) =>
                        event.value === context.draft.constructionMaterial
                          ? context.draft
                          : {
                              ...context.draft,
                              constructionMaterial: event.value,
                              specificMaterial: '',
                            },
                    }),
                  },
                  CHOOSE_SPECIFIC_MATERIAL: {
                    guard: ({ context, event }) =>
                      context.draft.constructionMaterial !== '' &&
                      CONSTRUCTION_MATERIAL_OPTIONS[
                        context.draft.constructionMaterial
                      ].options.some((option) => option.value === event.value),
                    actions: assign({
                      draft: ({ context, event }) => ({
                        ...context.draft,
                        specificMaterial: event.value,
                      }),
                    }),
                  },
                  CHOOSE_SURFACE_FINISH: {
                    actions: assign({
                      draft: ({ context, event }) =>
                        event.value === context.draft.surfaceFinish
                          ? context.draft
                          : { ...context.draft, surfaceFinish: event.value, specificFinish: '' },
                    }),
                  },
                  CHOOSE_SPECIFIC_FINISH: {
                    guard: ({ context, event }) =>
                      context.draft.surfaceFinish !== '' &&
                      SURFACE_FINISH_OPTIONS[context.draft.surfaceFinish].options.some(
                        (option) => option.value === event.value,
                      ),
                    actions: assign({
                      draft: ({ context, event }) => ({
                        ...context.draft,
                        specificFinish: event.value,
                      }),
                    }),
                  },
                  SET_DIMENSION: {
                    guard: ({ event }) => event.value.length <= MAX_DIMENSION_LENGTH,
                    actions: assign({
                      draft: ({ context, event }) => ({
                        ...context.draft,
                        dimensions: { ...context.draft.dimensions, [event.key]: event.value },
                      }),
                    }),
                  },
                  TOGGLE_FEATURE: {
                    actions: assign({
                      draft: ({ context, event }) =>
                        withFeatureToggled(context.draft, event.feature),
                    }),
                  },
                  CHOOSE_BASE: {
                    guard: ({ context }) => context.draft.furnitureType === 'table',
                    actions: assign({
                      draft: ({ context, event }) => ({ ...context.draft, base: event.value }),
                    }),
                  },
                  SET_LEAF_COUNT: {
                    guard: ({ context }) => context.draft.furnitureType === 'table',
                    actions: assign({
                      draft: ({ context, event }) => withLeafCount(context.draft, event.value),
                    }),
                  },
                  SET_LEAF_LENGTH: {
                    guard: ({ context, event }) =>
                      context.draft.furnitureType === 'table' && isLeafLength(event.value),
                    actions: assign({
                      draft: ({ context, event }) => ({
                        ...context.draft,
                        leafLength: event.value,
                      }),
                    }),
                  },
                  SET_TEXT: {
                    actions: assign({
                      draft: ({ context, event }) => ({
                        ...context.draft,
                        [event.field]: event.value.slice(0, TEXT_LIMITS[event.field]),
                      }),
                    }),
                  },
                  CHOOSE_TIMELINE: {
                    actions: assign({
                      draft: ({ context, event }) => ({ ...context.draft, timeline: event.value }),
                    }),
                  },
                  CHOOSE_BUDGET: {
                    actions: assign({
                      draft: ({ context, event }) => ({
                        ...context.draft,
                        budgetRange: event.value,
                      }),
                    }),
                  },
                  GO_TO_IMAGE_STEP: {
                    guard: ({ context }) => context.step > 2,
                    actions: assign({ step: 2 }),
                  },
                },
              },
              submitting: {
                entry: assign({ submitError: null }),
                invoke: {
                  src: 'submitRequest',
                  input: ({ context }) => ({
                    sessionId: context.sessionId,
                    fields: requestPayload(context.draft),
                    imageRef: context.image?.status === 'uploaded' ? context.image.reference : null,
                  }),
                  onDone: {
                    target: '#wizard.submitted',
                    actions: [
                      assign({
                        submitMessage: ({ event }) => event.output.message ?? null,
                        requestId: ({ event }) => event.output.requestId ?? null,
                      }),
                      emit(({ event }) => ({
                        type: 'submitted' as const,
                        message: event.output.message ?? null,
                        requestId: event.output.requestId ?? null,
                      })),
                    ],
                  },
                  onError: {
                    target: 'editing',
                    actions: [
                      assign({
                        submitError: ({ event }) =>
                          errorText(event.error, 'Failed to submit project'),
                      }),
                      emit(({ event }) => ({
                        type: 'submitFailed' as const,
                        error: errorText(event.error, 'Failed to submit project'),
                      })),
                    ],
                  },
                },
              },
            },
          },
          save: {
            initial: 'idle',
            states: {
              idle: { on: { SAVE: 'saving' } },
              saving: {
                invoke: {
                  src: 'saveDraft',
                  input: ({ context }) => ({
                    step: context.step,
                    fields: {
                      ...customizationPayload(context.sessionId, context.draft),
                      ...tableOptionsPayload(context.draft),
                    },
                  }),
                  onDone: { target: 'idle', actions: assign({ saveError: null }) },
                  onError: {
                    target: 'idle',
                    actions: [
                      assign({
                        saveError: ({ event }) =>
                          errorText(event.error, 'Failed to save customization'),
                      }),
                      emit(({ event }) => ({
                        type: 'draftSaveFailed' as const,
                        error: errorText(event.error, 'Failed to save customization'),
                      })),
                    ],
                  },
                },
              },
            },
          },
          upload: {
            initial: 'idle',
            on: {
              // A new choice starts its own upload, and stops the one under way.
              SELECT_IMAGE: {
                guard: ({ event }) => pickImage(event.files) !== null,
                target: '.uploading',
                reenter: true,
                actions: assign({
                  image: ({ event }) => ({
                    status: 'uploading' as const,
                    file: pickImage(event.files) as TImage,
                  }),
                }),
              },
              REMOVE_IMAGE: [
                {
                  // An image already on the draft is taken off it too.
                  guard: ({ context }) => context.image?.status === 'uploaded',
                  target: '.removing',
                  reenter: true,
                  actions: assign({
                    removing: ({ context }) =>
                      context.image?.status === 'uploaded' ? context.image.reference : null,
                    image: null,
                  }),
                },
                { target: '.idle', actions: assign({ image: null }) },
              ],
            },
            states: {
              idle: {},
              uploading: {
                invoke: {
                  src: 'uploadImage',
                  input: ({ context }) => ({
                    sessionId: context.sessionId,
                    furnitureType: context.draft.furnitureType,
                    image: (context.image as DraftImage<TImage>).file,
                  }),
                  onDone: {
                    target: 'idle',
                    actions: assign({
                      image: ({ context, event }) => ({
                        status: 'uploaded' as const,
                        file: (context.image as DraftImage<TImage>).file,
                        reference: event.output.reference,
                      }),
                    }),
                  },
                  onError: {
                    target: 'idle',
                    actions: assign({
                      image: ({ context, event }) => ({
                        status: 'refused' as const,
                        file: (context.image as DraftImage<TImage>).file,
                        error: errorText(event.error, 'The image could not be uploaded'),
                      }),
                    }),
                  },
                },
              },
              removing: {
                invoke: {
                  src: 'removeImage',
                  input: ({ context }) => ({
                    sessionId: context.sessionId,
                    reference: context.removing ?? '',
                  }),
                  // Whatever the answer: the visitor's design no longer has the image.
                  onDone: { target: 'idle', actions: assign({ removing: null }) },
                  onError: { target: 'idle', actions: assign({ removing: null }) },
                },
              },
            },
          },
        },
      },
      submitted: { type: 'final' },
    },
    output: ({ context }) => ({ message: context.submitMessage, requestId: context.requestId }),
  });
}

/** Whether every step before `target` lets Next leave it, as walking there with Next would. */
function canReach<TImage extends ImageCandidate>(
  context: WizardContext<TImage>,
  target: WizardStep,
): boolean {
  for (let step = 1; step < target; step += 1) {
    if (!isStepComplete(step as WizardStep, context.draft)) return false;
    if (!imageAllowsNext(step as WizardStep, context.image)) return false;
  }
  return true;
}

export type WizardMachine<TImage extends ImageCandidate = ImageCandidate> = ReturnType<
  typeof createWizardMachine<TImage>
>;
