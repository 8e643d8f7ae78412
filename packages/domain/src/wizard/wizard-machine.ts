import { and, assign, emit, fromPromise, not, raise, setup, stateIn } from 'xstate';
import { CONSTRUCTION_MATERIAL_OPTIONS, SURFACE_FINISH_OPTIONS } from '../catalog/materials';
import type { ConstructionMaterial, SurfaceFinish } from '../catalog/materials';
import type { WizardFurnitureType } from '../catalog/furniture-types';
import { stylesFor, type Style } from '../catalog/styles';
import { featuresFor } from '../catalog/features';
import { dimensionFieldsFor, type DimensionKey } from '../catalog/dimensions';
import type { WizardTimeline } from '../catalog/timelines';
import { customizationPayload, requestPayload } from '../description/payloads';
import { EMPTY_DRAFT, type WizardDraft, type WizardTextField } from './draft';
import { pickImage, type ImageCandidate } from './image-rules';
import { isStepComplete, MAX_DIMENSION_LENGTH, WIZARD_STEP_COUNT, type WizardStep } from './steps';
import { notesRoom } from '../description/request-description';
import { DESCRIPTION_MAX_LENGTH } from '../validation/request-schema';

export interface WizardContext<TImage extends ImageCandidate> {
  readonly sessionId: string;
  readonly step: WizardStep;
  readonly draft: WizardDraft;
  readonly image: TImage | null;
  /** Why the last draft save failed; cleared by the next one that succeeds. */
  readonly saveError: string | null;
  readonly submitError: string | null;
  /** The server's message after a successful submission (toast description). */
  readonly submitMessage: string | null;
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
  | { readonly type: 'SET_TEXT'; readonly field: WizardTextField; readonly value: string }
  | { readonly type: 'CHOOSE_TIMELINE'; readonly value: WizardTimeline | '' }
  | { readonly type: 'SELECT_IMAGE'; readonly files: readonly TImage[] }
  | { readonly type: 'REMOVE_IMAGE' }
  /** Internal: raised by NEXT on steps 1-7. */
  | { readonly type: 'SAVE' };

export type WizardEmitted =
  | { readonly type: 'draftSaveFailed'; readonly error: string }
  | { readonly type: 'submitFailed'; readonly error: string }
  | { readonly type: 'submitted'; readonly message: string | null };

export interface SaveDraftInput<TImage extends ImageCandidate = ImageCandidate> {
  readonly step: WizardStep;
  readonly fields: Record<string, string>;
  readonly image: TImage | null;
}

export interface SubmitRequestInput<TImage extends ImageCandidate = ImageCandidate> {
  /** The draft's session id, sent beside the request fields so the server links the design. */
  readonly sessionId: string;
  readonly fields: Record<string, string>;
  readonly image: TImage | null;
}

export interface SubmitRequestOutput {
  /** The server's confirmation text, if it sent one. */
  readonly message?: string | undefined;
}

/** The server's limits for the other text fields, so the wizard never sends what it refuses. */
const TEXT_LIMITS: Readonly<Record<Exclude<WizardTextField, 'notes'>, number>> = {
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
      output: {} as { readonly message: string | null },
    },
    actors: {
      saveDraft: fromPromise<unknown, SaveDraftInput<TImage>>(async () => {
        throw new Error('saveDraft actor was not provided');
      }),
      submitRequest: fromPromise<SubmitRequestOutput, SubmitRequestInput<TImage>>(async () => {
        throw new Error('submitRequest actor was not provided');
      }),
    },
    guards: {
      stepComplete: ({ context }) => isStepComplete(context.step, context.draft),
      onLastStep: ({ context }) => context.step === WIZARD_STEP_COUNT,
      onFirstStep: ({ context }) => context.step === 1,
    },
    actions: {
      advance: assign({ step: ({ context }) => (context.step + 1) as WizardStep }),
      goBack: assign({ step: ({ context }) => (context.step - 1) as WizardStep }),
    },
  }).createMachine({
    id: 'wizard',
    context: ({ input }) => ({
      sessionId: input.sessionId,
      step: 1,
      draft: EMPTY_DRAFT,
      image: null,
      saveError: null,
      submitError: null,
      submitMessage: null,
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
                      draft: ({ context, event }) => ({
                        ...context.draft,
                        features: context.draft.features.includes(event.feature)
                          ? context.draft.features.filter((feature) => feature !== event.feature)
                          : [...context.draft.features, event.feature],
                      }),
                    }),
                  },
                  SET_TEXT: {
                    actions: assign({
                      draft: ({ context, event }) => ({
                        ...context.draft,
                        // Notes are cut to what still fits in the 500-character description.
                        [event.field]: event.value.slice(
                          0,
                          event.field === 'notes'
                            ? notesRoom(context.draft, DESCRIPTION_MAX_LENGTH)
                            : TEXT_LIMITS[event.field],
                        ),
                      }),
                    }),
                  },
                  CHOOSE_TIMELINE: {
                    actions: assign({
                      draft: ({ context, event }) => ({ ...context.draft, timeline: event.value }),
                    }),
                  },
                  SELECT_IMAGE: {
                    guard: ({ event }) => pickImage(event.files) !== null,
                    actions: assign({ image: ({ event }) => pickImage(event.files) }),
                  },
                  REMOVE_IMAGE: { actions: assign({ image: null }) },
                },
              },
              submitting: {
                entry: assign({ submitError: null }),
                invoke: {
                  src: 'submitRequest',
                  input: ({ context }) => ({
                    sessionId: context.sessionId,
                    fields: requestPayload(context.draft),
                    image: context.image,
                  }),
                  onDone: {
                    target: '#wizard.submitted',
                    actions: [
                      assign({ submitMessage: ({ event }) => event.output.message ?? null }),
                      emit(({ event }) => ({
                        type: 'submitted' as const,
                        message: event.output.message ?? null,
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
                    fields: customizationPayload(context.sessionId, context.draft),
                    image: context.image,
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
        },
      },
      submitted: { type: 'final' },
    },
    output: ({ context }) => ({ message: context.submitMessage }),
  });
}

/**
 * A new type keeps only the choices that still make sense for it: a style the type offers,
 * features it offers and dimensions it has fields for.
 */
function withFurnitureType(draft: WizardDraft, furnitureType: WizardFurnitureType): WizardDraft {
  if (draft.furnitureType === furnitureType) return draft;
  const offeredFeatures = featuresFor(furnitureType);
  const fieldKeys = new Set<string>(dimensionFieldsFor(furnitureType).map((field) => field.key));
  return {
    ...draft,
    furnitureType,
    style: draft.style !== '' && stylesFor(furnitureType).includes(draft.style) ? draft.style : '',
    features: draft.features.filter((feature) => offeredFeatures.includes(feature)),
    dimensions: Object.fromEntries(
      Object.entries(draft.dimensions).filter(([key]) => fieldKeys.has(key)),
    ),
  };
}

export type WizardMachine<TImage extends ImageCandidate = ImageCandidate> = ReturnType<
  typeof createWizardMachine<TImage>
>;
