import { useId } from 'react';
import type { RequestSort } from '../../api/admin-requests';
import { input } from '../../design/recipes.css';
import { isRequestSort, SORT_OPTIONS } from './sort';
import * as styles from './sort-select.css';

/** The list's order: newest, oldest, or the quotes that are due (overdue first). */
export function SortSelect({
  value,
  onChange,
}: {
  value: RequestSort;
  onChange: (sort: RequestSort) => void;
}) {
  const id = `sort${useId()}`;
  return (
    <div className={styles.sortWrap}>
      <label htmlFor={id} className={styles.sortLabel}>
        Sort
      </label>
      <select
        id={id}
        className={`${input} ${styles.sortSelect}`}
        value={value}
        onChange={(event) => {
          if (isRequestSort(event.target.value)) onChange(event.target.value);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
