import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MISSING_TOKEN_MESSAGE, tokenResetFormSchema } from '@workshop/domain';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useResetLinkCheck, useResetPassword } from '../../api/auth';
import { errorMessage, serverFieldErrors } from '../../api/errors';
import { withoutFixedErrors } from '../../lib/live-errors';
import { validateForm, type FieldErrors } from '../../lib/validate';
import { AuthShell } from '../../ui/AuthShell';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { ForgotPasswordDialog } from '../../features/password/ForgotPasswordDialog';
import { toast } from '../../ui/toast-store';
import * as styles from '../../ui/auth-shell.css';

/** Spec section 9: after a successful reset the page goes to /signin after 3 s. */
export const RESET_REDIRECT_DELAY_MS = 3_000;

type Fields = 'newPassword' | 'confirmPassword';

/** /reset-password?token=...: the page the emailed reset link opens. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Fields, string>>({
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [askOpen, setAskOpen] = useState(false);
  const check = useResetLinkCheck(token);
  // A spent or expired link is told at once: no form to fill in for nothing.
  const spent = check.isError && !done ? errorMessage(check.error, 'Password reset failed') : null;
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const reset = useResetPassword({
    onSuccess: () => {
      setDone(true);
      toast({
        title: 'Password Reset Successful',
        description: 'You can now sign in with your new password.',
      });
      redirect.current = setTimeout(
        () => navigate('/signin', { replace: true }),
        RESET_REDIRECT_DELAY_MS,
      );
    },
    onError: (cause) => {
      const message = errorMessage(cause, 'Password reset failed');
      setErrors(serverFieldErrors(cause));
      setFormError(message);
      // Said once, in the form's alert: a toast would only repeat it.
    },
  });

  const set = (field: Fields) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    const affected: Fields[] =
      field === 'newPassword' ? ['newPassword', 'confirmPassword'] : [field];
    setErrors((shown) =>
      withoutFixedErrors(shown, tokenResetFormSchema, { token, ...next }, affected),
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!token || reset.isPending || done) return;
    setFormError(null);
    const result = validateForm(tokenResetFormSchema, { token, ...values });
    if (!result.ok) {
      setErrors(result.errors);
      if (result.errors.token) setFormError(result.errors.token);
      return;
    }
    setErrors({});
    reset.mutate({ token: result.value.token, newPassword: result.value.newPassword });
  };

  return (
    <AuthShell
      eyebrow="Password reset"
      title="Choose a New Password"
      subtitle="Set a new password for your customer account. The link in your email works once, for one hour."
    >
      {spent && (
        <div className={styles.form}>
          <div className={styles.alert} role="alert">
            <Icon name="alert" />
            <span>{spent}</span>
          </div>
          <Button size="lg" className={styles.submit} onClick={() => setAskOpen(true)}>
            Send Me a New Link
          </Button>
          <ForgotPasswordDialog open={askOpen} onOpenChange={setAskOpen} initialEmail="" />
        </div>
      )}
      {done ? (
        <div className={styles.form}>
          <div className={styles.success} role="status">
            <Icon name="check" />
            <span>Your password has been reset. Taking you to sign in...</span>
          </div>
          <Button asChild size="lg" className={styles.submit}>
            <Link to="/signin">Go to Sign In</Link>
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Reset password">
          {!token && (
            <div className={styles.alert} role="alert">
              <Icon name="alert" />
              <span>
                <strong>{MISSING_TOKEN_MESSAGE}</strong>
                <br />
                Use the link from your email, or ask for a new one with “Forgot your password?” on
                the <Link to="/signin">sign-in page</Link>.
              </span>
            </div>
          )}
          <NewPasswordFields values={values} errors={errors} onChange={set} />
          {formError && token && formError !== spent && (
            <div className={styles.alert} role="alert">
              <Icon name="alert" />
              <span>{formError}</span>
            </div>
          )}
          <Button
            type="submit"
            size="lg"
            className={styles.submit}
            disabled={!token || reset.isPending || check.isPending}
          >
            {reset.isPending ? 'Resetting Password...' : 'Reset Password'}
          </Button>
          <p className={styles.small}>
            Remembered it? <Link to="/signin">Back to Sign In</Link>
          </p>
        </form>
      )}
    </AuthShell>
  );
}
