import { useEffect, useState } from 'react';
import { draftFromSaved, resumeStep, type WizardDraft, type WizardStep } from '@workshop/domain';
import { loadSavedDraft } from '../../api/customizations';
import { restoredImageFile } from './restored-image';
import type { StoredWizard } from './wizard-storage';
import type { SendWizardEvent } from './types';
import { newSessionId } from './session';

export type RestoreState =
  /** Asking the server for the saved draft. */
  | { readonly status: 'restoring' }
  /** The design was brought back, on this step. */
  | { readonly status: 'restored'; readonly step: WizardStep; readonly draft: WizardDraft }
  /** Nothing to bring back: a new design. */
  | { readonly status: 'fresh' };

/**
 * Brings back the design of the session this browser kept (reload, Back, Back to Home and a
 * return): the image from the server's saved draft, every field as this browser last had it
 * (it is written at each change, the server's copy at each Next), else the server's; the step
 * from the browser. A session already submitted starts a new design; with nothing saved on
 * either side the id is kept.
 */
export function useDraftRestore(stored: StoredWizard | null, send: SendWizardEvent): RestoreState {
  const [state, setState] = useState<RestoreState>(
    stored ? { status: 'restoring' } : { status: 'fresh' },
  );
  useEffect(() => {
    if (!stored) return;
    let cancelled = false;
    loadSavedDraft(stored.sessionId)
      .catch(() => ({ kind: 'none' }) as const)
      .then((answer) => {
        if (cancelled) return;
        if (answer.kind === 'submitted') {
          send({ type: 'START_OVER', sessionId: newSessionId() });
          setState({ status: 'fresh' });
          return;
        }
        const saved = answer.kind === 'draft' ? answer.draft : null;
        const draft = stored.draft ?? (saved ? draftFromSaved(saved) : null);
        if (!draft) {
          setState({ status: 'fresh' });
          return;
        }
        const step = resumeStep(draft, stored.step);
        const image = saved?.image;
        send({
          type: 'RESTORE',
          draft,
          step,
          image: image
            ? {
                status: 'uploaded',
                file: restoredImageFile(image.originalName),
                reference: image.reference,
              }
            : null,
        });
        setState({ status: 'restored', step, draft });
      });
    return () => {
      cancelled = true;
    };
    // Once, for the session the page opened with (`stored` and `send` do not change).
  }, [stored, send]);
  return state;
}
