import { formatCents, taxRowOf, type PricedVersion, type QuoteTotals } from '@workshop/domain';
import * as styles from './quote-lines.css';

/**
 * A quote's lines and figures as one table: each line (an option not chosen in grey), the
 * subtotal, the sales tax (or why there is none) and the total. Every figure comes from the
 * domain's one computation (`totals`), so the screen says what the PDFs and emails say.
 */
export function QuoteLinesTable({
  version,
  totals,
  currency,
  caption,
}: {
  version: PricedVersion;
  totals: QuoteTotals;
  currency: string;
  caption: string;
}) {
  const money = (cents: number) => formatCents(cents, currency);
  const tax = taxRowOf(version, totals);
  return (
    <table className={styles.table} data-testid="quote-lines">
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.head}>
            Item
          </th>
          <th scope="col" className={`${styles.head} ${styles.money}`}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {totals.lines.map((line, index) => (
          <tr key={index} className={line.included ? undefined : styles.offered}>
            <td className={styles.cell}>
              {line.description}
              {line.quantity > 1 && ` (${line.quantity} × ${money(line.unitPriceCents)})`}
              {line.optional && (
                <span className={styles.tag}>{line.included ? 'option chosen' : 'option'}</span>
              )}
            </td>
            <td className={`${styles.cell} ${styles.money}`}>{money(line.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={styles.sum}>
          <th scope="row" className={styles.cell}>
            Subtotal
          </th>
          <td className={`${styles.cell} ${styles.money}`}>{money(totals.subtotalCents)}</td>
        </tr>
        {tax && (
          <tr>
            <th scope="row" className={styles.cell}>
              {tax.label}
            </th>
            <td className={`${styles.cell} ${styles.money}`}>{money(tax.cents)}</td>
          </tr>
        )}
        <tr className={styles.total}>
          <th scope="row" className={styles.cell}>
            Total
          </th>
          <td className={`${styles.cell} ${styles.money}`}>{money(totals.totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
