import { useRef, useState, type FormEvent } from 'react';
import { ADMIN_ACCESS_DENIED_MESSAGE } from '@workshop/domain';
import { Link, useNavigate } from 'react-router-dom';
import { useAdminLogin } from '../../api/auth';
import { ApiError, isStatus, NETWORK_ERROR_MESSAGE, serverMessage } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { PasswordField } from '../../ui/PasswordInput';
import { toast } from '../../ui/toast-store';
import { PasskeySignInButton } from './PasskeySignInButton';
import { StaffLoginForm } from './StaffLoginForm';
import * as styles from './admin-login.css';
import { useWorkshopProfile } from '../../api/public-profile';

const [DENIED_TITLE, DENIED_DESCRIPTION] = ADMIN_ACCESS_DENIED_MESSAGE.split(' - ') as [
  string,
  string,
];

/** Why the server refused, in the words the visitor should read. */
export function deniedDescription(cause: unknown): string {
  if (isStatus(cause, 401)) return DENIED_DESCRIPTION;
  if (cause instanceof ApiError) return serverMessage(cause) ?? DENIED_DESCRIPTION;
  return NETWORK_ERROR_MESSAGE;
}

/**
 * /admin-login: the passkey is checked by the server, which opens a 24-hour admin session (an
 * httpOnly cookie). Success: 'Access Granted - Welcome to the admin panel' and /admin. Failure:
 * 'Access Denied - Invalid passkey. Please try again.' and the field is cleared.
 */
export default function AdminLoginPage() {
  const business = useWorkshopProfile();
  const [passkey, setPasskey] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  const login = useAdminLogin({
    onSuccess: () => {
      toast({ title: 'Access Granted', description: 'Welcome to the admin panel' });
      navigate('/admin');
    },
    onError: (cause) => {
      setPasskey('');
      toast({ title: DENIED_TITLE, description: deniedDescription(cause), variant: 'destructive' });
      inputRef.current?.focus();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (passkey === '' || login.isPending) return;
    login.mutate(passkey);
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.head}>
          <span className={styles.icon}>
            <Icon name="lock" size={24} />
          </span>
          <span className={styles.brand}>{business.name}</span>
          <h1 className={styles.title}>Admin Access</h1>
          <p className={styles.lead}>Enter the workshop passkey to open the admin panel.</p>
        </div>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <PasswordField
            ref={inputRef}
            label="Admin Passkey"
            name="passkey"
            autoComplete="current-password"
            autoFocus
            value={passkey}
            onChange={(event) => setPasskey(event.target.value)}
          />
          <Button
            type="submit"
            className={styles.submit}
            disabled={passkey === '' || login.isPending}
          >
            {login.isPending ? 'Checking...' : 'Access Admin Panel'}
          </Button>
        </form>
        <StaffLoginForm />
        <PasskeySignInButton />
        <Link to="/" className={styles.back}>
          <Icon name="arrowLeft" size={18} />
          Back to Home
        </Link>
      </div>
    </main>
  );
}
