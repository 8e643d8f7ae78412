import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  defaultValidUntil,
  MAX_VALIDITY_DAYS,
  QUOTE_MISSING_MESSAGE,
  quoteSchema,
} from '@workshop/domain';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useProvideQuote, type AdminRequest } from '../../api/admin-requests';
import { serverFieldErrors, serverMessage } from '../../api/errors';
import { withoutFixedErrors } from '../../lib/live-errors';
import { useQuotes } from '../../api/quotes';
import { rememberAdminName, useDefaultAdminName } from './admin-name';
import { quoteActionLabel } from './QuoteHistory';
import { QuoteStartingPoint } from './RequestDesign';
import { RequestSummary } from './RequestSummary';
import * as styles from './dialog-form.css';

/** The amount is free text: the workshop usually quotes a range. */
export const QUOTE_AMOUNT_PLACEHOLDER = 'e.g. $1,200 - $1,500';

const [MISSING_TITLE, MISSING_DESCRIPTION] = QUOTE_MISSING_MESSAGE.split(' - ') as [string, string];

type Errors = Partial<Record<'quoteAmount' | 'quotedBy' | 'quoteNotes' | 'validUntil', string>>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The days the date picker offers: tomorrow to the furthest validity (the server decides). */
const dayAfter = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Provide Quote (or Revise, Renew, Reopen: each sends a new version): amount (a range is
 * fine), notes for the customer, who quotes, and until when it holds (30 days unless changed). Missing
 * amount or name: 'Missing Information - Please fill in the quote amount and your name'. A
 * request from the wizard shows its indicative price above the form, as a starting point.
 */
export function QuoteDialog({
  request,
  open,
  onOpenChange,
}: {
  request: AdminRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [quoteAmount, setQuoteAmount] = useState('');
  const [quoteNotes, setQuoteNotes] = useState('');
  const defaultName = useDefaultAdminName();
  const [quotedBy, setQuotedBy] = useState(defaultName);
  const [validUntil, setValidUntil] = useState(() => defaultValidUntil(new Date()));
  const quotes = useQuotes(request.id, open && request.quoteAmount !== null);
  const action = quoteActionLabel(request.status, quotes.data?.data.at(-1));
  const revising = action !== 'Provide Quote';
  const [errors, setErrors] = useState<Errors>({});
  const formId = `quote-form${useId()}`;
  const mutation = useProvideQuote({
    onSuccess: () => {
      toast({ title: 'Quote Provided', description: 'The quote has been sent to the customer.' });
      onOpenChange(false);
    },
    onError: (cause) => {
      // A refused field (a validity date in the past) says so under the field itself.
      setErrors(serverFieldErrors(cause));
      toast({
        title: 'Quote Failed',
        description: serverMessage(cause) ?? 'Failed to provide quote',
        variant: 'destructive',
      });
    },
  });

  useEffect(() => {
    if (open) {
      setErrors({});
      setValidUntil(defaultValidUntil(new Date()));
    }
  }, [open]);

  /** A field's error goes as soon as it is valid; a submit is what shows them. */
  const recheck = (field: keyof Errors, value: string) =>
    setErrors((shown) =>
      withoutFixedErrors(
        shown,
        quoteSchema,
        { quoteAmount, quotedBy, quoteNotes, validUntil, [field]: value },
        [field],
      ),
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = quoteSchema.safeParse({ quoteAmount, quotedBy, quoteNotes, validUntil });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      if (!quoteAmount.trim() || !quotedBy.trim()) {
        toast({ title: MISSING_TITLE, description: MISSING_DESCRIPTION, variant: 'destructive' });
      }
      return;
    }
    setErrors({});
    rememberAdminName(parsed.data.quotedBy);
    mutation.mutate({
      id: request.id,
      quoteAmount: parsed.data.quoteAmount,
      quotedBy: parsed.data.quotedBy,
      quoteNotes: parsed.data.quoteNotes ?? '',
      ...(parsed.data.validUntil ? { validUntil: parsed.data.validUntil } : {}),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={action}
      description={
        revising
          ? `Send a new version of the quote for project #${request.id}. It replaces the current one; earlier versions stay readable.`
          : `Send a quote for project #${request.id}. The customer sees it on their dashboard.`
      }
      contentProps={{ 'data-testid': 'quote-dialog' }}
      footer={
        <>
          <Button tone="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={mutation.isPending}>
            {mutation.isPending ? 'Sending...' : 'Send Quote'}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        <RequestSummary request={request} />
        <QuoteStartingPoint request={request} open={open} />
        <TextField
          label="Quote Amount"
          name="quoteAmount"
          required
          value={quoteAmount}
          maxLength={100}
          placeholder={QUOTE_AMOUNT_PLACEHOLDER}
          hint="A single price or a range."
          error={errors.quoteAmount}
          onChange={(event) => {
            setQuoteAmount(event.target.value);
            recheck('quoteAmount', event.target.value);
          }}
        />
        <TextAreaField
          label="Quote Notes"
          name="quoteNotes"
          rows={4}
          value={quoteNotes}
          maxLength={2000}
          placeholder="What the price includes, materials, lead time..."
          error={errors.quoteNotes}
          onChange={(event) => {
            setQuoteNotes(event.target.value);
            recheck('quoteNotes', event.target.value);
          }}
        />
        <TextField
          label="Your Name"
          name="quotedBy"
          required
          autoComplete="name"
          value={quotedBy}
          maxLength={100}
          error={errors.quotedBy}
          onChange={(event) => {
            setQuotedBy(event.target.value);
            recheck('quotedBy', event.target.value);
          }}
        />
        <TextField
          label="Valid Until"
          name="validUntil"
          type="date"
          required
          value={validUntil}
          min={dayAfter(1)}
          max={dayAfter(MAX_VALIDITY_DAYS)}
          hint="The last day the customer can accept it; we remind them three days before."
          error={errors.validUntil}
          onChange={(event) => {
            setValidUntil(event.target.value);
            recheck('validUntil', event.target.value);
          }}
        />
      </form>
    </Dialog>
  );
}
