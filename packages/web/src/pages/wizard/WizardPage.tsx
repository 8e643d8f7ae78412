import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import {
  createWizardMachine,
  estimatePrice,
  formatPriceRange,
  pieceDesignOf,
  WIZARD_STEP_COUNT,
  WIZARD_STEPS,
  type WizardStep,
} from '@workshop/domain';
import { toast } from '../../ui/toast-store';
import { ConfirmDialog } from '../../ui/AlertDialog';
import { PageLoading } from '../../ui/PageLoading';
import { REQUESTS_KEY } from '../../api/query-keys';
import { removeImage, saveDraft, submitRequest, uploadImage } from './wizard-actors';
import { newSessionId } from './session';
import { forgetWizard, readStoredWizard, storeWizard } from './wizard-storage';
import { rememberSentRequest } from '../../features/request-confirmation/sent-request';
import { sentDesign } from './sent-design';
import { useDraftRestore } from './use-draft-restore';
import { useContactPrefill } from './use-contact-prefill';
import { WizardHeader } from './WizardHeader';
import { StepIndicator } from './StepIndicator';
import { WizardNav } from './WizardNav';
import { StepContent } from './StepContent';
import { nextHint } from './next-hint';
import { WizardPreview } from './WizardPreview';
import { ImageProblem } from './ImageProblem';
import type { SendWizardEvent, WizardImage } from './types';
import * as styles from './wizard.css';
import { useWorkshopProfile } from '../../api/public-profile';
import { usePriceList } from '../../api/price-list';

const SUBMITTED_FALLBACK =
  "Your furniture design has been submitted as a project. We'll contact you with a quote soon.";

const wizardMachine = createWizardMachine<WizardImage>().provide({
  actors: { saveDraft, submitRequest, uploadImage, removeImage },
});

/** /customize: the 8-step design wizard, driven by the domain's wizard machine. */
export default function WizardPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const business = useWorkshopProfile();
  const prices = usePriceList();
  const [stored] = useState(readStoredWizard);
  const [initialSession] = useState(() => stored?.sessionId ?? newSessionId());
  const actorRef = useActorRef(wizardMachine, { input: { sessionId: initialSession } });
  const snapshot = useSelector(actorRef, (state) => state);
  const { step, draft, image, sessionId } = snapshot.context;
  const submitting = snapshot.matches({ active: { form: 'submitting' } });
  const canGoNext = snapshot.can({ type: 'NEXT' });
  const info = WIZARD_STEPS[step - 1] ?? WIZARD_STEPS[0];
  const send = useCallback<SendWizardEvent>((event) => actorRef.send(event), [actorRef]);
  const restore = useDraftRestore(stored, send);
  const prefill = useContactPrefill();
  const [confirmingStartOver, setConfirmingStartOver] = useState(false);

  // The browser keeps the session, the step and every field as typed, so a reload or Back finds
  // the design again, sizes typed since the last Next included.
  const settled = restore.status !== 'restoring';
  const submitted = snapshot.status === 'done';
  useEffect(() => {
    if (settled && !submitted) {
      storeWizard({ sessionId, step, ...(draft.furnitureType === '' ? {} : { draft }) });
    }
  }, [settled, submitted, sessionId, step, draft]);

  // Spec section 8: the wizard's toasts. A success goes to / (spec section 2), which opens on
  // the request's confirmation.
  useEffect(() => {
    const subscriptions = [
      actorRef.on('draftSaveFailed', () =>
        toast({
          title: 'Error',
          description: 'Failed to save customization. Please try again.',
          variant: 'destructive',
        }),
      ),
      actorRef.on('submitFailed', () =>
        toast({
          title: 'Error',
          description: 'Failed to submit project request. Please try again.',
          variant: 'destructive',
        }),
      ),
      actorRef.on('submitted', (event) => {
        forgetWizard();
        toast({
          title: 'Project Request Submitted!',
          description: event.message || SUBMITTED_FALLBACK,
        });
        const { draft } = actorRef.getSnapshot().context;
        const sent = {
          requestId: event.requestId,
          email: draft.email.trim(),
          ...sentDesign(draft, prices),
        };
        rememberSentRequest(sent);
        void queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
        void navigate('/', { state: { sent }, replace: true });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, navigate, queryClient, prices]);

  // A signed-in customer finds their name and email on the contact step, each filled once
  // (unless they typed one already): a field they clear afterwards stays theirs.
  const prefilled = useRef({ fullName: false, email: false });
  const prefillName = prefill?.fullName ?? '';
  const prefillEmail = prefill?.email ?? '';
  useEffect(() => {
    if (step !== WIZARD_STEP_COUNT) return;
    const current = actorRef.getSnapshot().context.draft;
    const done = prefilled.current;
    if (!done.fullName && prefillName !== '') {
      done.fullName = true;
      if (current.fullName === '')
        actorRef.send({ type: 'SET_TEXT', field: 'fullName', value: prefillName });
    }
    if (!done.email && prefillEmail !== '') {
      done.email = true;
      if (current.email === '')
        actorRef.send({ type: 'SET_TEXT', field: 'email', value: prefillEmail });
    }
  }, [step, prefillName, prefillEmail, actorRef]);

  // On a new step, keyboard and screen-reader users start at its heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = headingRef.current;
    if (!heading) return;
    // A new step starts at the top of the page, however far down the last one was scrolled.
    if (window.scrollY > 0) window.scrollTo({ top: 0, behavior: 'instant' });
    heading.focus({ preventScroll: true });
  }, [step]);

  // The sticky navigation must never cover the focused field.
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = '8rem';
    return () => {
      root.style.scrollPaddingBottom = previous;
    };
  }, []);

  if (restore.status === 'restoring') return <PageLoading />;

  const goTo = (target: WizardStep) => actorRef.send({ type: 'GO_TO_STEP', step: target });
  const design = pieceDesignOf(draft);
  const price = design ? formatPriceRange(estimatePrice(design, prices)) : null;
  const canOpen = (target: WizardStep) => snapshot.can({ type: 'GO_TO_STEP', step: target });
  const hasDesign = draft.furnitureType !== '' || image !== null || step > 1;
  const showRestored = restore.status === 'restored' && step === restore.step;

  return (
    <div className={styles.page}>
      <title>{`Step ${step} of ${WIZARD_STEP_COUNT}: ${info?.title ?? ''} · Design Your Furniture · ${business.name}`}</title>
      <WizardHeader
        step={step}
        onStartOver={hasDesign && !submitting ? () => setConfirmingStartOver(true) : undefined}
      />
      <main className={step === 7 ? styles.layout : `${styles.layout} ${styles.layoutWithPreview}`}>
        <StepIndicator
          current={step}
          furthest={snapshot.context.furthestStep}
          canOpen={canOpen}
          onOpen={goTo}
        />
        {/* The review step draws the piece in its own summary. */}
        {step !== 7 && <WizardPreview design={design} price={price} />}
        <div className={styles.panel}>
          <section
            className={styles.stepBody}
            aria-labelledby="wizard-step-heading"
            onKeyDown={(event) => {
              // Enter in a contact field submits, as in any form (the fields stand outside one,
              // so Enter elsewhere never leaves a step by surprise).
              const target = event.target as HTMLElement;
              if (step !== WIZARD_STEP_COUNT || event.key !== 'Enter') return;
              if (target.tagName !== 'INPUT' || !canGoNext || submitting) return;
              event.preventDefault();
              actorRef.send({ type: 'NEXT' });
            }}
          >
            {showRestored && (
              <p className={styles.restored} role="status">
                Welcome back: your design is as you left it.
              </p>
            )}
            {/* Beside the spec's toast: a refused or failed save loses nothing, and says so. */}
            {snapshot.context.saveError !== null && (
              <p className={styles.restored} role="status">
                Your design is kept in this browser, so nothing is lost. We will save it again at
                your next step.
              </p>
            )}
            <div className={styles.stepHeader}>
              <p className={styles.stepEyebrow}>Step {step}</p>
              <h2
                id="wizard-step-heading"
                ref={headingRef}
                tabIndex={-1}
                className={styles.stepHeading}
              >
                {info?.title}
              </h2>
              <p className={styles.stepDescription}>{info?.description}</p>
            </div>
            {image?.status === 'refused' && step !== 2 && (
              <ImageProblem
                image={image}
                onFix={() => actorRef.send({ type: 'GO_TO_IMAGE_STEP' })}
              />
            )}
            <StepContent step={step} draft={draft} image={image} send={send} onEdit={goTo} />
          </section>
          <WizardNav
            step={step}
            canGoNext={canGoNext}
            submitting={submitting}
            hint={nextHint(step, draft, image)}
            price={price}
            onPrevious={() => actorRef.send({ type: 'PREVIOUS' })}
            onNext={() => actorRef.send({ type: 'NEXT' })}
          />
        </div>
      </main>
      <ConfirmDialog
        open={confirmingStartOver}
        onOpenChange={setConfirmingStartOver}
        title="Start a new design?"
        description="Every choice so far is cleared, and the wizard starts again at step 1."
        confirmLabel="Start over"
        onConfirm={() => {
          setConfirmingStartOver(false);
          actorRef.send({ type: 'START_OVER', sessionId: newSessionId() });
        }}
      />
    </div>
  );
}
