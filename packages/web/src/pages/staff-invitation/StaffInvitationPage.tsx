import { useState, type FormEvent } from 'react';
import { MISSING_TOKEN_MESSAGE, tokenResetFormSchema } from '@workshop/domain';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, serverFieldErrors } from '../../api/errors';
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
    if (!token || accept.isPending || accept.isSuccess) return;
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
      {accept.isSuccess ? (
        <div className={styles.form}>
          <div className={styles.success} role="status">
            <Icon name="check" />
            <span>{accept.data.message}</span>
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
          <Button
            type="submit"
            size="lg"
            className={styles.submit}
            disabled={!token || accept.isPending}
          >
            {accept.isPending ? 'Saving...' : 'Set My Password'}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
