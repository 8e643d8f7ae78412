import { useEffect, useState, type FormEvent } from 'react';
import { debugPasswordResetSchema } from '@workshop/domain';
import { Link } from 'react-router-dom';
import {
  debugResetUnavailableBecause,
  useDebugResetPassword,
  useDebugResetUnavailable,
  type DebugResetUnavailable,
} from '../../api/auth';
import { errorMessage } from '../../api/errors';
import { withoutFixedErrors } from '../../lib/live-errors';
import { validateForm, type FieldErrors } from '../../lib/validate';
import { AuthShell } from '../../ui/AuthShell';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { PasswordField } from '../../ui/PasswordInput';
import { toast } from '../../ui/toast-store';
import * as styles from '../../ui/auth-shell.css';

type Fields = 'email' | 'newPassword';

/** /password-reset: the debug-style reset by email (local development only). */
export default function PasswordResetPage() {
  const availability = useDebugResetUnavailable();
  const [unavailable, setUnavailable] = useState<DebugResetUnavailable | null>(null);
  useEffect(() => {
    if (availability.data) setUnavailable(availability.data);
  }, [availability.data]);
  const [values, setValues] = useState<Record<Fields, string>>({ email: '', newPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const reset = useDebugResetPassword({
    onSuccess: (answer) => {
      setDone(true);
      toast({ title: 'Password Reset Successful', description: answer.message });
    },
    onError: (cause) => {
      const why = debugResetUnavailableBecause(cause);
      if (why) {
        setUnavailable(why);
        return;
      }
      const message = errorMessage(cause, 'Password reset failed');
      setFormError(message);
      // Said once, in the form's alert: a toast would only repeat it.
    },
  });

  const set = (field: Fields) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    setErrors((shown) => withoutFixedErrors(shown, debugPasswordResetSchema, next, [field]));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending || unavailable) return;
    setFormError(null);
    const result = validateForm(debugPasswordResetSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    reset.mutate(result.value);
  };

  return (
    <AuthShell
      eyebrow="Developer tool"
      title="Password Reset"
      subtitle="Set a customer's password directly by email. This page is for local development; customers use “Forgot your password?” on the sign-in page."
    >
      {unavailable ? (
        <div className={styles.form}>
          <div className={styles.alert} role="alert" data-testid="debug-reset-disabled">
            <Icon name="lock" />
            <span>
              {unavailable === 'off'
                ? 'This debug page is turned off on this server.'
                : 'This debug page only works on the computer running the site.'}{' '}
              To reset your password, use “Forgot your password?” on the sign-in page and follow the
              link we email you.
            </span>
          </div>
          <Button asChild size="lg" className={styles.submit}>
            <Link to="/signin">Go to Sign In</Link>
          </Button>
        </div>
      ) : done ? (
        <div className={styles.form}>
          <div className={styles.success} role="status">
            <Icon name="check" />
            <span>The password has been reset. You can sign in with it now.</span>
          </div>
          <Button asChild size="lg" className={styles.submit}>
            <Link to="/signin">Go to Sign In</Link>
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Password reset">
          <TextField
            label="Email Address"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            error={errors.email}
            onChange={set('email')}
          />
          <PasswordField
            label="New Password"
            name="newPassword"
            autoComplete="new-password"
            hint="At least 8 characters."
            value={values.newPassword}
            error={errors.newPassword}
            onChange={set('newPassword')}
          />
          {formError && (
            <div className={styles.alert} role="alert">
              <Icon name="alert" />
              <span>{formError}</span>
            </div>
          )}
          <Button
            type="submit"
            size="lg"
            className={styles.submit}
            disabled={reset.isPending || availability.isLoading}
          >
            {reset.isPending ? 'Resetting Password...' : 'Reset Password'}
          </Button>
          <p className={styles.small}>
            <Link to="/signin">Back to Sign In</Link>
          </p>
        </form>
      )}
    </AuthShell>
  );
}
