import { useId, type ComponentProps, type ReactNode } from 'react';
import { input, textarea } from '../design/recipes.css';
import * as styles from './field.css';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  readonly id: string;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': true | undefined;
  readonly required: boolean | undefined;
}

export interface FieldProps {
  readonly label: ReactNode;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  /** Shown beside the label, e.g. a character counter. */
  readonly aside?: ReactNode;
  /** Id of an element outside the field that also describes the control (e.g. a counter). */
  readonly describedBy?: string | undefined;
  readonly required?: boolean;
  readonly id?: string;
  readonly className?: string;
  readonly children: (control: ControlProps) => ReactNode;
}

/**
 * A label, a control, an optional hint and an error, wired together: the label names the
 * control, the hint and the error describe it, and aria-invalid marks it while there is an error.
 */
export function Field({
  label,
  error,
  hint,
  aside,
  describedBy,
  required,
  id,
  className,
  children,
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field${autoId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedByIds =
    [hint ? hintId : null, describedBy ?? null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
          {required && (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          )}
        </label>
        {aside}
      </div>
      {children({
        id: controlId,
        'aria-describedby': describedByIds,
        'aria-invalid': error ? true : undefined,
        required: required || undefined,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = Omit<FieldProps, 'children'>;

export function TextField({
  label,
  error,
  hint,
  aside,
  describedBy,
  required,
  id,
  className,
  ...inputProps
}: Common & Omit<ComponentProps<'input'>, 'id' | 'required'>) {
  return (
    <Field {...{ label, error, hint, aside, describedBy, required, id, className }}>
      {(control) => <input className={input} {...inputProps} {...control} />}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  aside,
  describedBy,
  required,
  id,
  className,
  ...textareaProps
}: Common & Omit<ComponentProps<'textarea'>, 'id' | 'required'>) {
  return (
    <Field {...{ label, error, hint, aside, describedBy, required, id, className }}>
      {(control) => <textarea className={textarea} {...textareaProps} {...control} />}
    </Field>
  );
}

export function SelectField({
  label,
  error,
  hint,
  aside,
  describedBy,
  required,
  id,
  className,
  children,
  ...selectProps
}: Common & Omit<ComponentProps<'select'>, 'id' | 'required'> & { children: ReactNode }) {
  return (
    <Field {...{ label, error, hint, aside, describedBy, required, id, className }}>
      {(control) => (
        <select className={`${input} ${styles.select}`} {...selectProps} {...control}>
          {children}
        </select>
      )}
    </Field>
  );
}

/**
 * A live "x/max" counter. Only the visible text updates; screen readers hear it through the
 * control's description, not on every keystroke.
 */
export function CharacterCounter({
  id,
  length,
  max,
  warnAbove,
}: {
  id: string;
  length: number;
  max: number;
  warnAbove?: number;
}) {
  const warn = warnAbove !== undefined && length > warnAbove;
  return (
    <span
      id={id}
      className={warn ? `${styles.counter} ${styles.counterWarning}` : styles.counter}
      data-warning={warn ? 'true' : 'false'}
    >
      {length}/{max}
    </span>
  );
}
