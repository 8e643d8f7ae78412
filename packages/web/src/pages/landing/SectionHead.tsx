import type { ReactNode } from 'react';
import * as styles from './section.css';

interface SectionHeadProps {
  /** The id the section's aria-labelledby points at. */
  readonly id: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly children?: ReactNode;
  /** Lets a script move focus to the heading (the hero's 'View Our Work'). */
  readonly focusable?: boolean;
  /** No space below: the parent's layout spaces the head. */
  readonly compact?: boolean;
}

/** A section's small-caps eyebrow, its h2 and an optional lead paragraph. */
export function SectionHead({
  id,
  eyebrow,
  title,
  children,
  focusable = false,
  compact = false,
}: SectionHeadProps) {
  return (
    <div className={compact ? `${styles.head} ${styles.headCompact}` : styles.head}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={styles.title} tabIndex={focusable ? -1 : undefined}>
        {title}
      </h2>
      {children ? <p className={styles.lead}>{children}</p> : null}
    </div>
  );
}
