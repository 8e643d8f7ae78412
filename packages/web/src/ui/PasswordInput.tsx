import { useState, type ComponentProps, type ReactNode } from 'react';
import { input } from '../design/recipes.css';
import { Field, type FieldProps } from './Field';
import { Icon } from './Icon';
import * as styles from './password.css';

type InputProps = Omit<ComponentProps<'input'>, 'type'>;

/**
 * A password input with a show/hide toggle. The toggle is a real button named for what it does
 * ("Show password" / "Hide password") and says which input it controls.
 */
export function PasswordInput({ className, id, ...props }: InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.wrap}>
      <input
        id={id}
        type={visible ? 'text' : 'password'}
        className={[input, styles.inputWithToggle, className].filter(Boolean).join(' ')}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...props}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-controls={id}
        aria-pressed={visible}
        onClick={() => setVisible((current) => !current)}
      >
        <Icon name={visible ? 'eyeOff' : 'eye'} />
      </button>
    </div>
  );
}

/** A labelled password input with its error, hint and toggle. */
export function PasswordField({
  label,
  error,
  hint,
  aside,
  describedBy,
  required,
  id,
  className,
  children,
  ...inputProps
}: Omit<FieldProps, 'children'> & InputProps & { children?: ReactNode }) {
  return (
    <Field {...{ label, error, hint, aside, describedBy, required, id, className }}>
      {(control) => (
        <>
          <PasswordInput {...inputProps} {...control} />
          {children}
        </>
      )}
    </Field>
  );
}
