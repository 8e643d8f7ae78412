import { useId, useState } from 'react';
import { visuallyHidden } from '../../design/recipes.css';
import { Button } from '../../ui/Button';
import * as styles from './last-answer.css';

/** Longer answers show their start and a Show all button. */
export const LAST_ANSWER_PREVIEW = 160;

/** The first `max` characters, cut at a space where one is near, and an ellipsis. */
export function previewOf(text: string, max = LAST_ANSWER_PREVIEW): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.75 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The mail server's last answer, in monospace as the server wrote it, wrapping anywhere; a long
 * one is cut short with a button that shows all of it (and less again).
 */
export function LastAnswer({ text }: { text: string | null }) {
  const [open, setOpen] = useState(false);
  const id = `answer${useId()}`;
  if (!text) {
    return (
      <span className={styles.none}>
        <span aria-hidden="true">—</span>
        <span className={visuallyHidden}>None</span>
      </span>
    );
  }
  const long = text.length > LAST_ANSWER_PREVIEW;
  return (
    <div className={styles.wrap}>
      <code id={id} className={styles.answer}>
        {long && !open ? previewOf(text) : text}
      </code>
      {long && (
        <Button
          tone="ghost"
          size="sm"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Show less' : 'Show all'}
        </Button>
      )}
    </div>
  );
}
