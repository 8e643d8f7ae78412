import type { ReactNode } from 'react';
import * as styles from './price-estimate.css';

interface PriceEstimateProps {
  /** '$2,400 – $3,100' */
  readonly range: string;
  readonly label?: string;
  /** The line under the price: whose word is final. */
  readonly note: ReactNode;
  /** Read out when it changes (the wizard's live price). */
  readonly live?: boolean;
}

/** An indicative price range and what it is worth. */
export function PriceEstimate({
  range,
  label = 'Indicative price',
  note,
  live,
}: PriceEstimateProps) {
  return (
    <div className={styles.estimate} role={live ? 'status' : undefined}>
      <p className={styles.line}>
        {label}: <strong className={styles.range}>{range}</strong>
      </p>
      <p className={styles.note}>{note}</p>
    </div>
  );
}
