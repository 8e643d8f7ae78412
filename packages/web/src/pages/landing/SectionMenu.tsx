import { useEffect, useId, useRef, useState } from 'react';
import * as styles from './header.css';

export interface SectionLink {
  readonly href: string;
  readonly label: string;
}

/**
 * The header's section links on a phone or tablet, where they do not fit in a row: a Menu
 * button that opens them as a list under the header (a disclosure: the links stay links, Tab
 * walks them, Escape closes and returns to the button). Wide screens show the row instead.
 */
export function SectionMenu({ links }: { links: readonly SectionLink[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.menu}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
      >
        <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
          <path
            d={open ? 'M4 4l10 10M14 4 4 14' : 'M2 4.5h14M2 9h14M2 13.5h14'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        <span className={styles.menuLabel}>Menu</span>
      </button>
      <nav id={listId} aria-label="Sections" className={styles.menuPanel} hidden={!open}>
        <ul className={styles.menuList}>
          {links.map((item) => (
            <li key={item.href}>
              <a className={styles.menuLink} href={item.href} onClick={() => setOpen(false)}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
