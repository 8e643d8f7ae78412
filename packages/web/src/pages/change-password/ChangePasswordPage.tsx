import { useState, type FormEvent } from 'react';
import { changePasswordFormSchema } from '@workshop/domain';
import { Link, useNavigate } from 'react-router-dom';
import { useChangePassword } from '../../api/auth';
import { errorMessage, serverFieldErrors } from '../../api/errors';
import { RequireCustomer } from '../../features/session/RequireCustomer';
import { useCustomerSession } from '../../features/session/use-customer-session';
import { withoutFixedErrors } from '../../lib/live-errors';
import { validateForm, type FieldErrors } from '../../lib/validate';
import { AuthShell } from '../../ui/AuthShell';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { PasswordField } from '../../ui/PasswordInput';
import { toast } from '../../ui/toast-store';
import * as styles from '../../ui/auth-shell.css';

type Fields = 'currentPassword' | 'newPassword' | 'confirmPassword';

export default function ChangePasswordPage() {
  return (
    <RequireCustomer page="change-password">
      <ChangePasswordForm />
    </RequireCustomer>
  );
}

/**
 * Forced after a sign-in with the temporary password (the session can do nothing else until
 * then), voluntary later. Either way it ends on the dashboard.
 */
function ChangePasswordForm() {
  const session = useCustomerSession();
  const navigate = useNavigate();
  const forced = !session.passwordChanged;
  const [values, setValues] = useState<Record<Fields, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = useChangePassword({
    onSuccess: () => {
      toast({
        title: 'Password Updated Successfully!',
        description: 'Use your new password the next time you sign in.',
      });
      navigate('/dashboard', { replace: true });
    },
    onError: (cause) => {
      const message = errorMessage(cause, 'Failed to update password');
      setErrors(serverFieldErrors(cause));
      setFormError(message);
      // Said once, in the form's alert: a toast would only repeat it.
    },
  });

  const set = (field: Fields) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // The confirmation's rule reads the new password: a change there may fix (or move) it.
    const affected: Fields[] =
      field === 'newPassword' ? ['newPassword', 'confirmPassword'] : [field];
    setErrors((shown) => withoutFixedErrors(shown, changePasswordFormSchema, next, affected));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setFormError(null);
    const result = validateForm(changePasswordFormSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    change.mutate({
      // Ignored by the server (the session's account is used); sent as the spec's API has it.
      email: session.accountEmail ?? '',
      currentPassword: result.value.currentPassword,
      newPassword: result.value.newPassword,
    });
  };

  return (
    <AuthShell
      eyebrow="Customer account"
      title={forced ? 'Set Your Permanent Password' : 'Change Password'}
      subtitle={
        <>
          {forced
            ? 'You signed in with the temporary password from your email. Choose a permanent password to continue to your dashboard.'
            : 'Choose a new password for your customer account.'}{' '}
          Signed in as <strong>{session.accountEmail}</strong>.
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Change password">
        <PasswordField
          label={forced ? 'Temporary Password' : 'Current Password'}
          name="currentPassword"
          autoComplete="current-password"
          hint={forced ? 'The password from your welcome email.' : undefined}
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={set('currentPassword')}
        />
        <NewPasswordFields values={values} errors={errors} onChange={set} />
        {formError && (
          <div className={styles.alert} role="alert">
            <Icon name="alert" />
            <span>{formError}</span>
          </div>
        )}
        <Button type="submit" size="lg" className={styles.submit} disabled={change.isPending}>
          {change.isPending ? 'Updating Password...' : 'Update Password'}
        </Button>
        <div className={styles.row}>
          {forced ? (
            <span className={styles.small}>Not you?</span>
          ) : (
            <Link to="/dashboard" className={styles.small}>
              Back to Dashboard
            </Link>
          )}
          <button type="button" className={styles.linkButton} onClick={session.signOut}>
            Sign Out
          </button>
        </div>
      </form>
    </AuthShell>
  );
}
