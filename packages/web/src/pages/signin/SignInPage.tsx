import { useState, type FormEvent } from 'react';
import { signInSchema } from '@workshop/domain';
import { Link, useNavigate } from 'react-router-dom';
import { useSignIn } from '../../api/auth';
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
import { ForgotPasswordDialog } from '../../features/password/ForgotPasswordDialog';

export default function SignInPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  const signIn = useSignIn({
    onSuccess: (answer) => {
      if (answer.needsPasswordChange) {
        toast({
          title: 'Welcome!',
          description: 'Please set up your permanent password to continue.',
        });
        navigate('/change-password', { replace: true });
      } else {
        toast({ title: 'Welcome back!', description: 'You are now signed in.' });
        navigate('/dashboard', { replace: true });
      }
    },
    onError: (cause) => {
      const message = errorMessage(cause, 'Invalid email or password');
      setFormError(message);
      // Said once, in the form's alert: a toast would only repeat it.
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const result = validateForm(signInSchema, { email, password });
    setFormError(null);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    signIn.mutate(result.value);
  };

  return (
    <AuthShell
      eyebrow="Customer account"
      title="Sign In"
      subtitle="Track your projects, review quotes and message our team."
      after={
        <div className={styles.afterNote}>
          <Icon name="sparkle" className={styles.noteIcon} />
          <p>
            <strong>No account yet?</strong> Your account is created automatically with your first
            project request, and we email you your sign-in details.{' '}
            <Link to="/">Submit a request from our home page</Link>.
          </p>
        </div>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Sign in">
        <TextField
          label="Email Address"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((shown) =>
              withoutFixedErrors(shown, signInSchema, { email: event.target.value, password }, [
                'email',
              ]),
            );
          }}
        />
        <div className={styles.stackTight}>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((shown) =>
                withoutFixedErrors(shown, signInSchema, { email, password: event.target.value }, [
                  'password',
                ]),
              );
            }}
          />
          <div className={styles.rowEnd}>
            <button type="button" className={styles.linkButton} onClick={() => setForgotOpen(true)}>
              Forgot your password?
            </button>
          </div>
        </div>
        {formError && (
          <div className={styles.alert} role="alert">
            <Icon name="alert" />
            <span>{formError}</span>
          </div>
        )}
        <Button type="submit" size="lg" className={styles.submit} disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} initialEmail={email} />
    </AuthShell>
  );
}
