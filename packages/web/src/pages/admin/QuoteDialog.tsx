import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ATTACHMENT_ACCEPT,
  attachmentProblem,
  defaultValidUntil,
  formatCents,
  furnitureTypeLabel,
  MAX_QUOTE_DRAWINGS,
  MAX_VALIDITY_DAYS,
  parsePriceText,
  QUOTE_MISSING_MESSAGE,
  quoteSchema,
  splitPrice,
  TOO_MANY_DRAWINGS_MESSAGE,
  validUntilProblem,
  versionTotals,
  type PricedVersion,
  type QuotedDesign,
} from '@workshop/domain';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useProvideQuote, type AdminRequest } from '../../api/admin-requests';
import { serverFieldErrors, serverMessage } from '../../api/errors';
import { withoutFixedErrors } from '../../lib/live-errors';
import {
  quotedDesignOf,
  useAttachQuoteDrawings,
  useQuotes,
  type QuoteVersion,
} from '../../api/quotes';
import { useWorkshopProfile } from '../../api/public-profile';
import { formatDateTime } from '../../lib/dates';
import { rememberAdminName, useDefaultAdminName } from './admin-name';
import { quoteActionLabel } from './QuoteHistory';
import { QuoteStartingPoint } from './RequestDesign';
import { RequestSummary } from './RequestSummary';
import { DesignEditor } from './DesignEditor';
import { QuoteLinesEditor } from './QuoteLinesEditor';
import { blankLine, draftsOf, readLines, type LineDraft } from './quote-lines-draft';
import * as styles from './dialog-form.css';

/** The amount is free text: the workshop usually quotes a range. */
export const QUOTE_AMOUNT_PLACEHOLDER = 'e.g. $1,200 - $1,500';

const [MISSING_TITLE, MISSING_DESCRIPTION] = QUOTE_MISSING_MESSAGE.split(' - ') as [string, string];

type Errors = Partial<
  Record<
    'quoteAmount' | 'quotedBy' | 'quoteNotes' | 'validUntil' | 'priceCents' | 'depositPercent',
    string
  >
>;

/** The file picker's `accept`: the types and the extensions people's files carry. */
const DRAWINGS_ACCEPT = Object.entries(ATTACHMENT_ACCEPT)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

/** Why the picked drawings cannot go, or null when they can. */
function drawingsProblem(files: readonly File[]): string | null {
  if (files.length > MAX_QUOTE_DRAWINGS) return TOO_MANY_DRAWINGS_MESSAGE;
  for (const file of files) {
    const problem = attachmentProblem(file);
    if (problem) return problem;
  }
  return null;
}

/** Shown under the firm price when it is not one amount of money. */
export const FIRM_PRICE_TEXT_MESSAGE = 'Firm price must be one amount, such as 2,400.00';

/** What the form holds: the texts as typed. */
interface Draft {
  readonly quoteAmount: string;
  readonly quoteNotes: string;
  readonly validUntil: string;
  readonly price: string;
  readonly deposit: string;
  /** null: one figure or a range; else the quote in lines. */
  readonly lines: readonly LineDraft[] | null;
  readonly exemptReason: string;
}

/**
 * A revision starts from what the customer has: the current version's amount, notes, price and
 * deposit, and its validity while that is still one the server takes (else the usual 30 days).
 */
function draftFrom(current: QuoteVersion | undefined, request: AdminRequest, now: Date): Draft {
  if (!current) {
    return {
      quoteAmount: request.quoteAmount ?? '',
      quoteNotes: request.quoteNotes ?? '',
      validUntil: defaultValidUntil(now),
      price: '',
      deposit: '',
      lines: null,
      exemptReason: '',
    };
  }
  return {
    quoteAmount: current.amount,
    quoteNotes: current.notes ?? '',
    validUntil:
      validUntilProblem(current.validUntil, now) === null
        ? current.validUntil
        : defaultValidUntil(now),
    price: current.priceCents === null ? '' : (current.priceCents / 100).toFixed(2),
    deposit: current.depositPercent === null ? '' : String(current.depositPercent),
    lines: current.lines ? draftsOf(current.lines) : null,
    exemptReason: current.taxExemptReason ?? '',
  };
}

/** The deposit as a number for the schema (NaN for anything else, which it refuses). */
const percentOf = (text: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : NaN);

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
  const [price, setPrice] = useState('');
  const [deposit, setDeposit] = useState('');
  const { currency, defaultDepositPercent, salesTax } = useWorkshopProfile();
  const [lines, setLines] = useState<readonly LineDraft[] | null>(null);
  const [exemptReason, setExemptReason] = useState('');
  const [linesError, setLinesError] = useState<string | undefined>();
  const defaultName = useDefaultAdminName();
  const [quotedBy, setQuotedBy] = useState(defaultName);
  const [validUntil, setValidUntil] = useState(() => defaultValidUntil(new Date()));
  // Read on every opening: a first quote starts from the wizard design the versions' answer holds.
  const quotes = useQuotes(request.id, open);
  const [design, setDesign] = useState<QuotedDesign | null>(null);
  const current = quotes.data?.data.at(-1);
  const action = quoteActionLabel(request.status, current);
  const revising = action !== 'Provide Quote';
  const [errors, setErrors] = useState<Errors>({});
  const [drawings, setDrawings] = useState<readonly File[]>([]);
  const [drawingsError, setDrawingsError] = useState<string | undefined>();
  const formId = `quote-form${useId()}`;
  const attachDrawings = useAttachQuoteDrawings({
    onSuccess: (_data, { files }) =>
      toast({
        title: 'Drawings Attached',
        description: `${files.length === 1 ? 'The drawing is' : `${files.length} drawings are`} on the quote.`,
      }),
    onError: (cause) =>
      toast({
        title: 'Drawings Not Attached',
        description: `The quote was sent without them: ${serverMessage(cause) ?? 'the upload failed'}.`,
        variant: 'destructive',
      }),
  });
  const mutation = useProvideQuote({
    onSuccess: () => {
      toast({ title: 'Quote Provided', description: 'The quote has been sent to the customer.' });
      // The drawings go on the version just sent, once it exists.
      if (drawings.length > 0) attachDrawings.mutate({ projectId: request.id, files: drawings });
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

  // Each opening starts once from what exists: blank for a first quote, else the current
  // version as soon as the versions are read.
  const filled = useRef(false);
  /** The amount the firm price last wrote: while the amount still says it, it follows the price. */
  const writtenAmount = useRef<string | null>(null);
  const ready = quotes.data !== undefined || quotes.isError;
  useEffect(() => {
    if (!open) {
      filled.current = false;
      return;
    }
    if (filled.current || !ready) return;
    filled.current = true;
    const draft =
      request.quoteAmount === null
        ? draftFrom(undefined, { ...request, quoteNotes: null }, new Date())
        : draftFrom(current, request, new Date());
    setErrors({});
    setDrawings([]);
    setDrawingsError(undefined);
    setQuoteAmount(draft.quoteAmount);
    setQuoteNotes(draft.quoteNotes);
    setValidUntil(draft.validUntil);
    setPrice(draft.price);
    const draftCents = parsePriceText(draft.price);
    writtenAmount.current = draftCents === null ? null : formatCents(draftCents, currency);
    setDeposit(draft.deposit);
    setLines(draft.lines);
    setExemptReason(draft.exemptReason);
    setLinesError(undefined);
    // A revision opens the design the current version priced; a first quote the wizard's.
    setDesign(quotedDesignOf(current?.design ?? quotes.data?.requestDesign));
  }, [open, ready, current, request, currency, quotes.data]);

  /** The firm price in cents: null when empty, NaN when it is not one amount. */
  const priceCentsOf = (text: string) =>
    text.trim() === '' ? null : (parsePriceText(text) ?? NaN);
  const priceCents = priceCentsOf(price);
  const split =
    priceCents !== null && !Number.isNaN(priceCents) && Number.isInteger(percentOf(deposit))
      ? splitPrice(priceCents, Math.min(100, Math.max(0, percentOf(deposit))))
      : null;

  /**
   * A firm price is what the free-text amount then says: typing one writes it there (unless
   * the amount says something else already), and a first price brings the usual deposit.
   */
  const onPriceChange = (text: string) => {
    const after = priceCentsOf(text);
    setPrice(text);
    const amountFollows = quoteAmount.trim() === '' || quoteAmount === writtenAmount.current;
    if (amountFollows && after !== null && !Number.isNaN(after)) {
      const written = formatCents(after, currency);
      writtenAmount.current = written;
      setQuoteAmount(written);
      setErrors((shown) => ({ ...shown, quoteAmount: undefined }));
    }
    if (deposit.trim() === '' && after !== null) setDeposit(String(defaultDepositPercent));
    if (text.trim() === '') setErrors((shown) => ({ ...shown, priceCents: undefined }));
  };

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

  /** The lines as the domain reads them and their total before options, when itemised. */
  const itemised = lines ? readLines(lines) : null;
  const depositShare = deposit.trim() === '' ? defaultDepositPercent : percentOf(deposit);
  const pricedLines: PricedVersion | null =
    itemised?.ok && itemised.lines.length > 0
      ? {
          lines: itemised.lines,
          salesTax,
          taxExemptReason: exemptReason.trim() || null,
          depositPercent: Number.isInteger(depositShare) ? depositShare : 0,
          priceCents: null,
        }
      : null;
  const linesTotal = pricedLines && versionTotals(pricedLines);
  const shownAmount =
    lines && linesTotal ? formatCents(linesTotal.totalCents, currency) : quoteAmount;

  /** Itemising starts from the firm price as the piece's line, or a blank one. */
  const itemise = (on: boolean) => {
    if (!on) {
      setLines(null);
      return;
    }
    const piece =
      furnitureTypeLabel(design?.furnitureType ?? request.furnitureType ?? '') || 'The piece';
    const first = blankLine(piece);
    const cents = priceCentsOf(price);
    setLines([
      cents !== null && !Number.isNaN(cents)
        ? { ...first, unitPrice: (cents / 100).toFixed(2) }
        : first,
    ]);
    if (deposit.trim() === '') setDeposit(String(defaultDepositPercent));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (lines) {
      submitLines();
      return;
    }
    const depositPercent = deposit.trim() === '' ? null : percentOf(deposit);
    const parsed = quoteSchema.safeParse({
      quoteAmount,
      quotedBy,
      quoteNotes,
      validUntil,
      priceCents,
      depositPercent,
    });
    if (drawingsError) return;
    if (!parsed.success || Number.isNaN(priceCents)) {
      const next: Errors = Number.isNaN(priceCents) ? { priceCents: FIRM_PRICE_TEXT_MESSAGE } : {};
      for (const issue of parsed.success ? [] : parsed.error.issues) {
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
      // Without a firm price the body is the spec's, as written.
      ...(parsed.data.priceCents == null
        ? {}
        : {
            priceCents: parsed.data.priceCents,
            depositPercent: parsed.data.depositPercent ?? defaultDepositPercent,
          }),
      ...(design ? { design: { ...design, features: [...design.features] } } : {}),
    });
  };

  /** The quote in lines: the amount the spec's field sends is their total. */
  function submitLines() {
    if (!itemised?.ok) {
      setLinesError(itemised?.message ?? 'Add a line for the piece');
      return;
    }
    const depositPercent = deposit.trim() === '' ? null : percentOf(deposit);
    const parsed = quoteSchema.safeParse({
      quoteAmount: shownAmount,
      quotedBy,
      quoteNotes,
      validUntil,
      depositPercent,
      lines: itemised.lines,
      taxExemptReason: exemptReason,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      if (!quotedBy.trim()) {
        toast({ title: MISSING_TITLE, description: MISSING_DESCRIPTION, variant: 'destructive' });
      }
      return;
    }
    setErrors({});
    setLinesError(undefined);
    rememberAdminName(parsed.data.quotedBy);
    mutation.mutate({
      id: request.id,
      quoteAmount: parsed.data.quoteAmount,
      quotedBy: parsed.data.quotedBy,
      quoteNotes: parsed.data.quoteNotes ?? '',
      ...(parsed.data.validUntil ? { validUntil: parsed.data.validUntil } : {}),
      lines: itemised.lines,
      depositPercent: parsed.data.depositPercent ?? defaultDepositPercent,
      ...(parsed.data.taxExemptReason ? { taxExemptReason: parsed.data.taxExemptReason } : {}),
      ...(design ? { design: { ...design, features: [...design.features] } } : {}),
    });
  }

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
        {revising && current?.changesRequest && (
          <ChangeRequest quote={current} changesRequest={current.changesRequest} />
        )}
        <QuoteStartingPoint request={request} open={open} />
        {/*
          Once the versions are read: the design and the fields open on what they hold. Before,
          nothing can be typed, so nothing typed is then replaced by the version's words.
        */}
        {!ready && <p role="status">Reading the current quote…</p>}
        {ready && (
          <>
            <DesignEditor design={design} onChange={setDesign} />
            <label className={styles.itemise}>
              <input
                type="checkbox"
                checked={lines !== null}
                onChange={(event) => itemise(event.target.checked)}
              />
              Itemise this quote: lines, options and {salesTax.name}
            </label>
            <TextField
              label="Quote Amount"
              name="quoteAmount"
              required
              value={shownAmount}
              readOnly={lines !== null}
              maxLength={100}
              placeholder={QUOTE_AMOUNT_PLACEHOLDER}
              hint={
                lines
                  ? 'The total of the lines with tax, before any option is ticked.'
                  : 'A single price or a range. With a firm price below, it reads that price.'
              }
              error={errors.quoteAmount}
              onChange={(event) => {
                setQuoteAmount(event.target.value);
                recheck('quoteAmount', event.target.value);
              }}
            />
            {lines && (
              <QuoteLinesEditor
                drafts={lines}
                onChange={(next) => {
                  setLines(next);
                  setLinesError(undefined);
                }}
                salesTax={salesTax}
                exemptReason={exemptReason}
                onExemptReasonChange={setExemptReason}
                priced={pricedLines}
                totals={linesTotal}
                currency={currency}
                error={linesError ?? (itemised?.ok === false ? itemised.message : undefined)}
              />
            )}
            <div className={styles.pair}>
              {!lines && (
                <TextField
                  label="Firm Price (optional)"
                  name="firmPrice"
                  inputMode="decimal"
                  value={price}
                  placeholder="e.g. 2,400.00"
                  hint={`One amount in ${currency}; leave empty for a range (it can still be approved).`}
                  error={errors.priceCents}
                  onChange={(event) => onPriceChange(event.target.value)}
                />
              )}
              <TextField
                label="Deposit %"
                name="depositPercent"
                inputMode="numeric"
                value={deposit}
                disabled={!lines && price.trim() === ''}
                hint={
                  linesTotal
                    ? `Deposit ${formatCents(linesTotal.depositCents, currency)} of the total, balance due on completion ${formatCents(linesTotal.balanceCents, currency)}.`
                    : split
                      ? `Deposit ${formatCents(split.depositCents, currency)}, balance due on completion ${formatCents(split.balanceCents, currency)}.`
                      : 'Paid to start (0 allowed); the balance is due on completion.'
                }
                error={errors.depositPercent}
                onChange={(event) => {
                  setDeposit(event.target.value);
                  setErrors((shown) => ({ ...shown, depositPercent: undefined }));
                }}
              />
            </div>
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
              label="Drawings (PDF or image)"
              name="drawings"
              type="file"
              multiple
              accept={DRAWINGS_ACCEPT}
              hint={`Your own drawings for the customer to approve: up to ${MAX_QUOTE_DRAWINGS} files, 10 MB each. They are sent with the quote.`}
              error={drawingsError}
              onChange={(event) => {
                const picked = Array.from(event.target.files ?? []);
                setDrawings(picked);
                setDrawingsError(drawingsProblem(picked) ?? undefined);
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
          </>
        )}
      </form>
    </Dialog>
  );
}

/** What the customer asked to change, beside the revision that answers it. */
function ChangeRequest({ quote, changesRequest }: { quote: QuoteVersion; changesRequest: string }) {
  return (
    <section
      className={styles.changeRequest}
      data-testid="change-request"
      aria-label="Change request"
    >
      <h3 className={styles.changeRequestTitle}>
        The customer asked for changes to v{quote.version}
        {quote.changesRequestedAt ? ` on ${formatDateTime(quote.changesRequestedAt)}` : ''}
      </h3>
      <p className={styles.changeRequestText}>{changesRequest}</p>
    </section>
  );
}
