import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { useStaffLogin } from '../../api/staff';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { PasswordField } from '../../ui/PasswordInput';
import { toast } from '../../ui/toast-store';
import * as styles from './admin-login.css';

/**
 * The team's own way in: email and password, behind a disclosure so the page opens on the
 * passkey field as the spec draws it.
 */
export function StaffLoginForm() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const login = useStaffLogin({
    onSuccess: () => {
      toast({ title: 'Access Granted', description: 'Welcome to the admin panel' });
      navigate('/admin');
    },
    onError: (cause) => {
      setPassword('');
      setError(errorMessage(cause, 'Sign-in failed'));
    },
  });

  if (!open) {
    return (
      <button type="button" className={styles.disclosure} onClick={() => setOpen(true)}>
        Team member? Sign in with your email
      </button>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '' || password === '' || login.isPending) return;
    setError(null);
    login.mutate({ email, password });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Team sign-in">
      <h2 className={styles.subtitle}>Team sign-in</h2>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={error ?? undefined}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button
        type="submit"
        tone="secondary"
        className={styles.submit}
        disabled={email.trim() === '' || password === '' || login.isPending}
      >
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
