import { useEffect, useRef, useState, type FormEvent } from 'react';
import { forgotPasswordSchema } from '@workshop/domain';
import { useForgotPassword } from '../../api/auth';
import { errorMessage } from '../../api/errors';
import { withoutFixedErrors } from '../../lib/live-errors';
import { validateForm } from '../../lib/validate';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { toast } from '../../ui/toast-store';
import * as styles from '../../ui/auth-shell.css';

/** Spec section 9: the dialog closes 3 s after a successful request. */
export const FORGOT_CLOSE_DELAY_MS = 3_000;
export const RESET_SENT_MESSAGE =
  "If an account with this email exists, you'll receive a reset link shortly.";

/**
 * "Forgot your password?": asks for an email and requests a reset link. The answer is the same
 * whether or not an account exists, so nobody can learn who is a customer.
 */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  initialEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialEmail: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (open) {
      setEmail(initialEmail);
      setError(undefined);
      setSent(false);
    }
  }, [open, initialEmail]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const request = useForgotPassword({
    onSuccess: () => {
      setSent(true);
      toast({ title: 'Password Reset Email Sent', description: RESET_SENT_MESSAGE });
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => onOpenChange(false), FORGOT_CLOSE_DELAY_MS);
    },
    onError: (cause) => {
      const message = errorMessage(cause, 'Failed to send reset email');
      setError(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending || sent) return;
    const result = validateForm(forgotPasswordSchema, { email });
    if (!result.ok) {
      setError(result.errors.email);
      return;
    }
    setError(undefined);
    request.mutate(result.value.email);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) clearTimeout(closeTimer.current);
        onOpenChange(next);
      }}
      size="sm"
      title="Reset Your Password"
      description="Enter the email address you used for your project request and we'll send you a link to choose a new password."
      contentProps={{ 'data-testid': 'forgot-dialog' }}
    >
      {sent ? (
        <div className={styles.success} role="status">
          <Icon name="mail" />
          <span>{RESET_SENT_MESSAGE}</span>
        </div>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label="Email Address"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              setError((shown) =>
                shown === undefined
                  ? shown
                  : withoutFixedErrors(
                      { email: shown },
                      forgotPasswordSchema,
                      {
                        email: event.target.value,
                      },
                      ['email'],
                    ).email,
              );
            }}
          />
          <Button type="submit" className={styles.submit} disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
