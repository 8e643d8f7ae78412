import * as text from './text.css';
import * as styles from './fact.css';

/** One term and its value in a card's list of facts; 'Not specified' when there is none. */
export function Fact({
  term,
  value,
  wide = false,
}: {
  term: string;
  value: string | null | undefined;
  wide?: boolean;
}) {
  return (
    <div className={wide ? `${styles.fact} ${styles.wide}` : styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>
        {value ? value : <span className={text.unset}>Not specified</span>}
      </dd>
    </div>
  );
}
