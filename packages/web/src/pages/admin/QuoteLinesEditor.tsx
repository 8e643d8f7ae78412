import type { PricedVersion, QuoteTotals, SalesTax } from '@workshop/domain';
import { QuoteLinesTable } from '../../features/quote-lines/QuoteLinesTable';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { blankLine, type LineDraft } from './quote-lines-draft';
import * as styles from './quote-lines-editor.css';

/**
 * The quote in lines: the piece first, then what the workshop adds (options the customer may
 * tick, delivery, fees, a discount as a negative price). Below, the figures as the customer
 * will see them (`totals`, the dialog's one computation), before any option is ticked.
 */
export function QuoteLinesEditor({
  drafts,
  onChange,
  salesTax,
  exemptReason,
  onExemptReasonChange,
  priced,
  totals,
  currency,
  error,
}: {
  drafts: readonly LineDraft[];
  onChange: (drafts: LineDraft[]) => void;
  salesTax: SalesTax;
  exemptReason: string;
  onExemptReasonChange: (reason: string) => void;
  /** The lines as read, with their tax; null while a line cannot be read. */
  priced: PricedVersion | null;
  totals: QuoteTotals | null;
  currency: string;
  /** What is wrong with the lines, if anything. */
  error: string | undefined;
}) {
  const update = (index: number, change: Partial<LineDraft>) =>
    onChange(drafts.map((draft, at) => (at === index ? { ...draft, ...change } : draft)));
  return (
    <fieldset className={styles.editor}>
      <legend className={styles.legend}>Quote lines</legend>
      <ol className={styles.lines}>
        {drafts.map((draft, index) => (
          <li key={index} className={styles.line}>
            <TextField
              label={index === 0 ? `Line 1: the piece` : `Line ${index + 1}`}
              name={`line-${index}-description`}
              value={draft.description}
              maxLength={200}
              onChange={(event) => update(index, { description: event.target.value })}
            />
            <div className={styles.numbers}>
              <TextField
                label={`Qty (line ${index + 1})`}
                name={`line-${index}-quantity`}
                inputMode="numeric"
                value={draft.quantity}
                onChange={(event) => update(index, { quantity: event.target.value })}
              />
              <TextField
                label={`Unit price (line ${index + 1})`}
                name={`line-${index}-price`}
                inputMode="decimal"
                placeholder="e.g. 450.00"
                value={draft.unitPrice}
                onChange={(event) => update(index, { unitPrice: event.target.value })}
              />
            </div>
            <div className={styles.flags}>
              <label className={styles.flag}>
                <input
                  type="checkbox"
                  checked={draft.taxable}
                  onChange={(event) => update(index, { taxable: event.target.checked })}
                />
                Taxable
              </label>
              {index > 0 && (
                <label className={styles.flag}>
                  <input
                    type="checkbox"
                    checked={draft.optional}
                    onChange={(event) => update(index, { optional: event.target.checked })}
                  />
                  Optional (the customer ticks it)
                </label>
              )}
              {index > 0 && (
                <Button
                  tone="ghost"
                  onClick={() => onChange(drafts.filter((_, at) => at !== index))}
                  aria-label={`Remove line ${index + 1}`}
                >
                  Remove
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
      <Button tone="secondary" onClick={() => onChange([...drafts, blankLine()])}>
        Add line
      </Button>
      <TextField
        label="Tax exempt (reason)"
        name="taxExemptReason"
        value={exemptReason}
        maxLength={200}
        placeholder="e.g. Resale certificate on file"
        hint={`Leave empty to charge ${salesTax.name} (${salesTax.ratePercent}%) on taxable lines.`}
        onChange={(event) => onExemptReasonChange(event.target.value)}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {priced && totals && (
        <QuoteLinesTable
          version={priced}
          totals={totals}
          currency={currency}
          caption="As the customer will see it (no option ticked)"
        />
      )}
    </fieldset>
  );
}
