import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  formatCents,
  parsePriceText,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_REFERENCE_MAX_LENGTH,
  workshopDay,
  type PaymentMethod,
} from '@workshop/domain';
import { isStatus, serverFieldErrors, serverMessage } from '../../api/errors';
import { useRecordPayment, type ProjectAccount } from '../../api/payments';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { form, pair } from './dialog-form.css';

type Errors = Partial<Record<'amountCents' | 'paidOn' | 'method' | 'reference', string>>;

const AMOUNT_TEXT_MESSAGE = 'Enter the amount received, e.g. 2,825.00';

/**
 * The workshop records a payment it received: the amount with cents, the day it came in
 * (today unless said), how, and a reference. The server's refusals show under their fields.
 */
export function RecordPaymentDialog({
  projectId,
  account,
  open,
  onOpenChange,
}: {
  projectId: number;
  /** What is left and in which currency: the card's summary or the whole account. */
  account: Pick<ProjectAccount, 'balanceCents' | 'currency'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = `payment-form${useId()}`;
  // The server's today (UTC) is the latest day a payment may be dated.
  const today = workshopDay(new Date());
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useRecordPayment(projectId, {
    onSuccess: () => {
      toast({
        title: 'Payment Recorded',
        description: 'A receipt has been emailed to the customer.',
      });
      onOpenChange(false);
    },
    onError: (cause) => {
      const fields = serverFieldErrors(cause);
      // A conflict is about the amount: above what is left, or no firm price to pay against.
      const conflict = isStatus(cause, 409) ? serverMessage(cause) : undefined;
      setErrors(conflict ? { amountCents: conflict } : fields);
      if (!conflict && Object.keys(fields).length === 0) {
        toast({
          title: 'Payment Failed',
          description: serverMessage(cause) ?? 'Failed to record the payment',
          variant: 'destructive',
        });
      }
    },
  });

  useEffect(() => {
    if (!open) return;
    setAmount('');
    setPaidOn(workshopDay(new Date()));
    setMethod('bank_transfer');
    setReference('');
    setErrors({});
  }, [open]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const amountCents = parsePriceText(amount);
    if (amountCents === null) {
      setErrors({ amountCents: AMOUNT_TEXT_MESSAGE });
      return;
    }
    setErrors({});
    mutation.mutate({
      amountCents,
      paidOn,
      method,
      reference: reference.trim() === '' ? null : reference.trim(),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Record Payment"
      description={`Project #${projectId} · ${formatCents(account.balanceCents, account.currency)} left of the price`}
      contentProps={{ 'data-testid': 'record-payment-dialog' }}
      footer={
        <>
          <Button tone="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={mutation.isPending}>
            {mutation.isPending ? 'Recording...' : 'Record Payment'}
          </Button>
        </>
      }
    >
      <form id={formId} className={form} onSubmit={onSubmit} noValidate>
        <div className={pair}>
          <TextField
            label={`Amount (${account.currency})`}
            name="amount"
            required
            inputMode="decimal"
            placeholder="e.g. 2,825.00"
            value={amount}
            error={errors.amountCents}
            onChange={(event) => setAmount(event.target.value)}
          />
          <TextField
            label="Date Received"
            name="paidOn"
            type="date"
            required
            max={today}
            value={paidOn}
            error={errors.paidOn}
            onChange={(event) => setPaidOn(event.target.value)}
          />
        </div>
        <SelectField
          label="Method"
          name="method"
          required
          value={method}
          error={errors.method}
          onChange={(event) => setMethod(event.target.value as PaymentMethod)}
        >
          {PAYMENT_METHODS.map((option) => (
            <option key={option} value={option}>
              {PAYMENT_METHOD_LABELS[option]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Reference (optional)"
          name="reference"
          maxLength={PAYMENT_REFERENCE_MAX_LENGTH}
          hint="The transfer's reference or the cheque's number."
          value={reference}
          error={errors.reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
