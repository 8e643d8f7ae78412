import { useState, type FormEvent } from 'react';
import { MISSING_TOKEN_MESSAGE, tokenResetFormSchema } from '@workshop/domain';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, serverFieldErrors } from '../../api/errors';
import { useAcceptInvitationWithPasskey } from '../../api/passkeys';
import { useAcceptInvitation } from '../../api/staff';
import { withoutFixedErrors } from '../../lib/live-errors';
import { validateForm, type FieldErrors } from '../../lib/validate';
import { AuthShell } from '../../ui/AuthShell';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import * as styles from '../../ui/auth-shell.css';

type Fields = 'newPassword' | 'confirmPassword';

/** /staff-invitation?token=...: someone the owner invited chooses their password. */
export default function StaffInvitationPage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const [values, setValues] = useState<Record<Fields, string>>({
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const accept = useAcceptInvitation({
    onError: (cause) => {
      setErrors(serverFieldErrors(cause));
      setFormError(errorMessage(cause, 'Your password could not be set'));
    },
  });

  // Instead of a password: a passkey made here, and the invitation is used up the same way.
  const withPasskey = useAcceptInvitationWithPasskey({
    onError: (cause) =>
      setFormError(errorMessage(cause, 'No passkey was made. Try again, or choose a password.')),
  });
  const accepted = accept.isSuccess ? accept.data : withPasskey.isSuccess ? withPasskey.data : null;
  const busy = accept.isPending || withPasskey.isPending;

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
    if (!token || busy || accepted) return;
    setFormError(null);
    const result = validateForm(tokenResetFormSchema, { token, ...values });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    accept.mutate({ token: result.value.token, newPassword: result.value.newPassword });
  };

  return (
    <AuthShell
      eyebrow="Workshop team"
      title="Join the Team"
      subtitle="Choose the password you will sign in to the admin panel with. The link in your invitation works once, for seven days."
    >
      {accepted ? (
        <div className={styles.form}>
          <div className={styles.success} role="status">
            <Icon name="check" />
            <span>{accepted.message}</span>
          </div>
          <Button asChild size="lg" className={styles.submit}>
            <Link to="/admin-login">Go to Admin Login</Link>
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Choose password">
          {!token && (
            <div className={styles.alert} role="alert">
              <Icon name="alert" />
              <span>
                <strong>{MISSING_TOKEN_MESSAGE}</strong>
                <br />
                Use the link from your invitation email.
              </span>
            </div>
          )}
          <NewPasswordFields values={values} errors={errors} onChange={set} />
          {formError && (
            <div className={styles.alert} role="alert">
              <Icon name="alert" />
              <span>{formError}</span>
            </div>
          )}
          <Button type="submit" size="lg" className={styles.submit} disabled={!token || busy}>
            {accept.isPending ? 'Saving...' : 'Set My Password'}
          </Button>
          <Button
            type="button"
            tone="secondary"
            size="lg"
            className={styles.submit}
            disabled={!token || busy}
            onClick={() => {
              setFormError(null);
              withPasskey.mutate(token);
            }}
          >
            {withPasskey.isPending ? 'Waiting for your passkey...' : 'Use a passkey instead'}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
