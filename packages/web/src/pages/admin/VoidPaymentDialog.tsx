import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  formatCents,
  PAYMENT_METHOD_LABELS,
  VOID_REASON_MAX_LENGTH,
  VOID_REASON_MESSAGE,
} from '@workshop/domain';
import { serverFieldErrors, serverMessage } from '../../api/errors';
import { useVoidPayment, type Payment } from '../../api/payments';
import { formatDay } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { form } from './dialog-form.css';

/** The workshop voids a payment recorded by mistake; it stays listed, with the reason given. */
export function VoidPaymentDialog({
  projectId,
  currency,
  payment,
  onClose,
}: {
  projectId: number;
  currency: string;
  payment: Payment | null;
  onClose: () => void;
}) {
  const formId = `void-form${useId()}`;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useVoidPayment(projectId, {
    onSuccess: () => {
      toast({ title: 'Payment Voided', description: 'The figures no longer count it.' });
      onClose();
    },
    onError: (cause) => {
      const message = serverFieldErrors(cause).reason ?? serverMessage(cause);
      setError(message ?? 'Failed to void the payment');
    },
  });

  useEffect(() => {
    if (payment === null) return;
    setReason('');
    setError(undefined);
  }, [payment]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (payment === null || mutation.isPending) return;
    if (reason.trim() === '') {
      setError(VOID_REASON_MESSAGE);
      return;
    }
    mutation.mutate({ paymentId: payment.id, reason: reason.trim() });
  };

  return (
    <Dialog
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title="Void Payment"
      description={
        payment &&
        `${formatCents(payment.amountCents, currency)} by ${PAYMENT_METHOD_LABELS[payment.method].toLowerCase()} on ${formatDay(payment.paidOn)}`
      }
      contentProps={{ 'data-testid': 'void-payment-dialog' }}
      footer={
        <>
          <Button tone="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} tone="danger" disabled={mutation.isPending}>
            {mutation.isPending ? 'Voiding...' : 'Void Payment'}
          </Button>
        </>
      }
    >
      <form id={formId} className={form} onSubmit={onSubmit} noValidate>
        <TextAreaField
          label="Reason"
          name="reason"
          required
          rows={3}
          maxLength={VOID_REASON_MAX_LENGTH}
          hint="Kept with the payment, which stays listed as voided."
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
