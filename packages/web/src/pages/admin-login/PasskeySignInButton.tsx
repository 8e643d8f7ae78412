import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { usePasskeySignIn } from '../../api/passkeys';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import * as styles from './admin-login.css';

/**
 * The team's passkey (WebAuthn) way in, beside the email form. It asks for no email: the
 * browser offers the passkeys it holds for this site. Not the spec's passkey field above,
 * which stays the owner's shared secret.
 */
export function PasskeySignInButton() {
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const signIn = usePasskeySignIn({
    onSuccess: () => {
      toast({ title: 'Access Granted', description: 'Welcome to the admin panel' });
      navigate('/admin');
    },
    onError: (cause) =>
      setError(errorMessage(cause, 'No passkey was used. Try again, or sign in another way.')),
  });

  return (
    <div className={styles.form}>
      <Button
        type="button"
        tone="secondary"
        className={styles.submit}
        disabled={signIn.isPending}
        onClick={() => {
          setError(null);
          signIn.mutate();
        }}
      >
        {signIn.isPending ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </Button>
      {error && (
        <p className={styles.passkeyError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
