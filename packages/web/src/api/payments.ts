import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@workshop/domain';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap } from './client';
import { paymentsKey, REQUEST_PAGES_PREFIX, REQUESTS_KEY } from './query-keys';
import type { components } from './schema.gen';

export type ProjectAccount = components['schemas']['ProjectAccount'];
export type Invoice = components['schemas']['Invoice'];
export type Payment = components['schemas']['Payment'];
/** What a card of the workshop's list shows of an account; it comes with the list's page. */
export type AccountSummary = components['schemas']['AccountSummary'];

/** An invoice's PDF; the browser sends the session cookie with the link. */
export const invoicePdfUrl = (projectId: number, invoiceId: number) =>
  `/api/furniture-requests/${projectId}/invoices/${invoiceId}/pdf`;

/** A project's account, for its customer and the workshop; only a read. */
export function usePayments(projectId: number, enabled = true) {
  return useQuery({
    queryKey: paymentsKey(projectId),
    queryFn: () =>
      unwrap(
        api.GET('/api/furniture-requests/{id}/payments', { params: { path: { id: projectId } } }),
      ),
    enabled,
  });
}

export interface NewPayment {
  readonly amountCents: number;
  readonly paidOn: string;
  readonly method: PaymentMethod;
  readonly reference: string | null;
}

/** A write answers with the account after it: the card shows it at once, then the list is read again. */
function useAccountWrite<Input>(
  projectId: number,
  mutationFn: (input: Input) => Promise<{ data: ProjectAccount }>,
  { onSuccess, onError }: Callbacks<unknown, Input>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer, input) => {
      queryClient.setQueryData(paymentsKey(projectId), answer);
      onSuccess?.(answer, input);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentsKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: REQUESTS_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: REQUEST_PAGES_PREFIX }),
      ]);
    },
    onError: unlessSessionEnded(onError),
  });
}

/** The workshop records a payment it received; the customer is emailed a receipt. */
export function useRecordPayment(
  projectId: number,
  callbacks: Callbacks<unknown, NewPayment> = {},
) {
  return useAccountWrite(
    projectId,
    (payment: NewPayment) =>
      unwrap(
        api.POST('/api/admin/furniture-requests/{id}/payments', {
          params: { path: { id: projectId } },
          body: payment,
        }),
      ),
    callbacks,
  );
}

/** The workshop voids a payment recorded by mistake, saying why; it stays listed. */
export function useVoidPayment(
  projectId: number,
  callbacks: Callbacks<unknown, { paymentId: number; reason: string }> = {},
) {
  return useAccountWrite(
    projectId,
    ({ paymentId, reason }: { paymentId: number; reason: string }) =>
      unwrap(
        api.POST('/api/admin/furniture-requests/{id}/payments/{paymentId}/void', {
          params: { path: { id: projectId, paymentId } },
          body: { reason },
        }),
      ),
    callbacks,
  );
}
