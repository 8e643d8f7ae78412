import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { BUSINESS, createWizardMachine, WIZARD_STEP_COUNT, WIZARD_STEPS } from '@workshop/domain';
import { toast } from '../../ui/toast-store';
import { removeImage, saveDraft, submitRequest, uploadImage } from './wizard-actors';
import { newSessionId } from './session';
import { WizardHeader } from './WizardHeader';
import { StepIndicator } from './StepIndicator';
import { WizardNav } from './WizardNav';
import { StepContent } from './StepContent';
import { nextHint } from './next-hint';
import { WizardPreview } from './WizardPreview';
import { ImageProblem } from './ImageProblem';
import type { SendWizardEvent, WizardImage } from './types';
import * as styles from './wizard.css';

const wizardMachine = createWizardMachine<WizardImage>().provide({
  actors: { saveDraft, submitRequest, uploadImage, removeImage },
});

const SUBMITTED_FALLBACK =
  "Your furniture design has been submitted as a project. We'll contact you with a quote soon.";

/** /customize: the 8-step design wizard, driven by the domain's wizard machine. */
export default function WizardPage() {
  const navigate = useNavigate();
  const [sessionId] = useState(newSessionId);
  const actorRef = useActorRef(wizardMachine, { input: { sessionId } });
  const snapshot = useSelector(actorRef, (state) => state);
  const { step, draft, image } = snapshot.context;
  const submitting = snapshot.matches({ active: { form: 'submitting' } });
  const canGoNext = snapshot.can({ type: 'NEXT' });
  const info = WIZARD_STEPS[step - 1] ?? WIZARD_STEPS[0];

  // Spec section 8: the wizard's toasts, and home after a successful submission.
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
        toast({
          title: 'Project Request Submitted!',
          description: event.message ?? SUBMITTED_FALLBACK,
        });
        void navigate('/');
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, navigate]);

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

  const send: SendWizardEvent = (event) => actorRef.send(event);

  return (
    <div className={styles.page}>
      <title>{`Step ${step} of ${WIZARD_STEP_COUNT}: ${info?.title ?? ''} · Design Your Furniture · ${BUSINESS.name}`}</title>
      <WizardHeader step={step} />
      <main className={step === 7 ? styles.layout : `${styles.layout} ${styles.layoutWithPreview}`}>
        <StepIndicator current={step} />
        {/* The review step draws the piece in its own summary. */}
        {step !== 7 && <WizardPreview draft={draft} />}
        <div className={styles.panel}>
          <section className={styles.stepBody} aria-labelledby="wizard-step-heading">
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
            <StepContent step={step} draft={draft} image={image} send={send} />
          </section>
          <WizardNav
            step={step}
            canGoNext={canGoNext}
            submitting={submitting}
            hint={nextHint(step, draft, image)}
            onPrevious={() => actorRef.send({ type: 'PREVIOUS' })}
            onNext={() => actorRef.send({ type: 'NEXT' })}
          />
        </div>
      </main>
    </div>
  );
}
