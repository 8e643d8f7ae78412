import { useId } from 'react';
import { input, visuallyHidden } from '../../design/recipes.css';
import { Icon } from '../../ui/Icon';
import * as styles from './search-box.css';

function SearchIcon() {
  return (
    <svg
      className={styles.searchIcon}
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}

/** The search box; the server searches as the admin types (see search.ts for when it asks). */
export function SearchBox({
  value,
  onChange,
  busy,
}: {
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
}) {
  const id = `search${useId()}`;
  return (
    <div className={styles.searchWrap} role="search">
      <label htmlFor={id} className={visuallyHidden}>
        Search requests by name, email, phone, description, furniture type or request number
      </label>
      <SearchIcon />
      <input
        id={id}
        type="search"
        className={`${input} ${styles.searchInput}`}
        placeholder="Search name, email, phone, description, type"
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-busy={busy}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      {value && (
        <button
          type="button"
          className={styles.clearSearch}
          aria-label="Clear search"
          onClick={() => {
            onChange('');
            document.getElementById(id)?.focus();
          }}
        >
          <Icon name="close" size={18} />
        </button>
      )}
    </div>
  );
}
