import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  ACCEPTANCE_STATEMENT,
  QUOTE_TERMS,
  approveQuoteSchema,
  formatCents,
  signatureMatches,
  signatureMismatchMessage,
} from '@workshop/domain';
import { errorMessage, serverFieldErrors } from '../../api/errors';
import type { Project } from '../../api/projects';
import { useApproveQuote, type QuoteVersion } from '../../api/quotes';
import { useWorkshopProfile } from '../../api/public-profile';
import { input } from '../../design/recipes.css';
import { acceptanceSentence } from '../../features/quote-lines/acceptance-sentence';
import { formatDay } from '../../lib/dates';
import { validateForm } from '../../lib/validate';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { LOCKED_MESSAGE } from './project';
import * as styles from './quote-dialogs.css';

export const MUST_ACCEPT_TERMS = 'Please tick the box to accept the quote and its terms.';

/**
 * Accepting a quote is signing it: the customer reads the terms, types their full name and ticks
 * that they accept. The server keeps that record; nobody can change it afterwards.
 */
export function ApproveQuoteDialog({
  project,
  quote,
  open,
  onOpenChange,
}: {
  project: Project;
  quote: QuoteVersion;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const [name, setName] = useState('');
  const [accepted, setAccepted] = useState(false);
  /** The optional lines ticked, by place in the quote. */
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const { currency } = useWorkshopProfile();
  const options = (quote.lines ?? []).flatMap((line, index) =>
    line.optional ? [{ line, index }] : [],
  );
  const sentence = acceptanceSentence(quote, chosen, currency, new Date());
  const [errors, setErrors] = useState<{ signatureName?: string; accepted?: string }>({});

  useEffect(() => {
    if (open) {
      setName(project.fullName);
      setAccepted(false);
      setChosen([]);
      setErrors({});
    }
  }, [open, project.fullName]);

  const approve = useApproveQuote({
    onSuccess: () => {
      onOpenChange(false);
      toast({ title: 'Quote Approved!', description: 'Your project is now in progress' });
    },
    onError: (cause) => {
      setErrors(serverFieldErrors(cause));
      toast({
        title: 'Approval Failed',
        description: errorMessage(cause, 'Failed to approve quote. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (approve.isPending) return;
    const result = validateForm(approveQuoteSchema, { signatureName: name });
    const mismatch =
      result.ok && !signatureMatches(result.value.signatureName, project.fullName)
        ? signatureMismatchMessage(project.fullName)
        : undefined;
    const next = {
      ...(result.ok ? {} : { signatureName: result.errors.signatureName }),
      ...(mismatch ? { signatureName: mismatch } : {}),
      ...(accepted ? {} : { accepted: MUST_ACCEPT_TERMS }),
    };
    setErrors(next);
    if (!result.ok || mismatch || !accepted) return;
    approve.mutate({
      id: project.id,
      body: {
        signatureName: result.value.signatureName,
        version: quote.version,
        ...(options.length > 0 ? { chosenLines: [...chosen] } : {}),
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Accept and sign the quote"
      description={`Quote v${quote.version} of ${quote.amount} for project #${project.id}, valid until ${formatDay(quote.validUntil)}.`}
      footer={
        <>
          <Button tone="secondary" onClick={() => onOpenChange(false)} disabled={approve.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={approve.isPending}>
            {approve.isPending ? 'Approving...' : 'Approve Quote'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className={styles.form}>
        {options.length > 0 && (
          <fieldset className={styles.options}>
            <legend className={styles.heading}>Options</legend>
            {options.map(({ line, index }) => (
              <label key={index} className={styles.check}>
                <input
                  type="checkbox"
                  checked={chosen.includes(index)}
                  onChange={(event) =>
                    setChosen((ticked) =>
                      event.target.checked
                        ? [...ticked, index].sort((a, b) => a - b)
                        : ticked.filter((other) => other !== index),
                    )
                  }
                />
                Add {line.description} (+{formatCents(line.amountCents, currency)})
              </label>
            ))}
          </fieldset>
        )}
        {sentence && (
          <p className={styles.commitment} data-testid="acceptance-sentence" aria-live="polite">
            {sentence}
          </p>
        )}
        <div>
          <h3 className={styles.heading}>Terms</h3>
          <ul className={styles.terms}>
            {QUOTE_TERMS.split('\n').map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
          <p className={styles.note}>{LOCKED_MESSAGE}.</p>
        </div>
        <Field
          label="Your full name, as your signature"
          error={errors.signatureName}
          hint="Typing your name here signs the acceptance."
          required
        >
          {(control) => (
            <input
              {...control}
              className={input}
              autoComplete="name"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                // A message stays only while it is still true.
                if (errors.signatureName && event.target.value.trim()) {
                  setErrors(({ accepted }) => (accepted ? { accepted } : {}));
                }
              }}
            />
          )}
        </Field>
        <div>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={accepted}
              onChange={(event) => {
                setAccepted(event.target.checked);
                if (event.target.checked) {
                  setErrors(({ signatureName }) => (signatureName ? { signatureName } : {}));
                }
              }}
              aria-invalid={errors.accepted ? true : undefined}
              aria-describedby={errors.accepted ? `${formId}-accept-error` : undefined}
            />
            {ACCEPTANCE_STATEMENT}
          </label>
          {errors.accepted && (
            <p id={`${formId}-accept-error`} className={styles.error} role="alert">
              {errors.accepted}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  );
}
