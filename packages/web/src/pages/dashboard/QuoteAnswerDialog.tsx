import { useEffect, useId, useState, type FormEvent } from 'react';
import { declineQuoteSchema, MESSAGE_MAX_LENGTH, requestChangesSchema } from '@workshop/domain';
import { errorMessage } from '../../api/errors';
import type { Project } from '../../api/projects';
import { useDeclineQuote, useRequestQuoteChanges, type QuoteVersion } from '../../api/quotes';
import { textarea } from '../../design/recipes.css';
import { validateForm } from '../../lib/validate';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import * as styles from './quote-dialogs.css';

export type QuoteAnswer = 'changes' | 'decline';

const WORDS: Readonly<
  Record<
    QuoteAnswer,
    { title: string; intro: string; label: string; submit: string; pending: string; done: string }
  >
> = {
  changes: {
    title: 'Ask for changes',
    intro: 'Tell us what you would like changed. We will send you a new version of the quote.',
    label: 'What would you like changed?',
    submit: 'Send Request',
    pending: 'Sending...',
    done: 'Changes requested',
  },
  decline: {
    title: 'Decline the quote',
    intro: 'Tell us why, so we can do better. We may come back to you with a new version.',
    label: 'Why are you declining?',
    submit: 'Decline Quote',
    pending: 'Declining...',
    done: 'Quote declined',
  },
};

/** Request changes or decline: one message to the workshop, about the current version. */
export function QuoteAnswerDialog({
  answer,
  project,
  quote,
  onClose,
}: {
  answer: QuoteAnswer | null;
  project: Project;
  quote: QuoteVersion;
  onClose: () => void;
}) {
  const formId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (answer) {
      setText('');
      setError(undefined);
    }
  }, [answer]);

  const callbacks = (done: string) => ({
    onSuccess: () => {
      onClose();
      toast({ title: done, description: 'The workshop has been told.' });
    },
    onError: (cause: Error) => {
      const message = errorMessage(cause, 'Something went wrong. Please try again.');
      setError(message);
      toast({ title: 'Not sent', description: message, variant: 'destructive' });
    },
  });
  const changes = useRequestQuoteChanges(callbacks(WORDS.changes.done));
  const decline = useDeclineQuote(callbacks(WORDS.decline.done));
  const pending = changes.isPending || decline.isPending;
  const words = WORDS[answer ?? 'changes'];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || !answer) return;
    if (answer === 'changes') {
      const result = validateForm(requestChangesSchema, { message: text });
      if (!result.ok) return setError(result.errors.message);
      changes.mutate({
        id: project.id,
        body: { message: result.value.message, version: quote.version },
      });
    } else {
      const result = validateForm(declineQuoteSchema, { reason: text });
      if (!result.ok) return setError(result.errors.reason);
      decline.mutate({
        id: project.id,
        body: { reason: result.value.reason, version: quote.version },
      });
    }
  };

  return (
    <Dialog
      open={answer !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={words.title}
      description={`Quote v${quote.version} for project #${project.id}. ${words.intro}`}
      footer={
        <>
          <Button tone="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            tone={answer === 'decline' ? 'danger' : 'primary'}
            disabled={pending}
          >
            {pending ? words.pending : words.submit}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className={styles.form}>
        <Field
          label={words.label}
          error={error}
          required
          aside={
            <span className={styles.counter} aria-live="polite">
              {text.length}/{MESSAGE_MAX_LENGTH}
            </span>
          }
        >
          {(control) => (
            <textarea
              {...control}
              className={textarea}
              rows={5}
              maxLength={MESSAGE_MAX_LENGTH}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (event.target.value.trim()) setError(undefined);
              }}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
