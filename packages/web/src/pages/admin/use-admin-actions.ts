import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { REQUESTS_KEY, UNREAD_COUNTS_PREFIX } from '../../api/query-keys';
import { toast } from '../../ui/toast-store';
import { deleteRequest, markCompleted, provideQuote, updateAdminNotes } from './admin-api';

/** The server's message when it sent one, else the spec's fallback. */
export function failureText(cause: unknown, fallback: string): string {
  return (cause instanceof ApiError ? cause.serverMessage : undefined) ?? fallback;
}

/** After every write the list and the unread counts are read again (spec section 4). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: REQUESTS_KEY, exact: true }),
      queryClient.invalidateQueries({ queryKey: UNREAD_COUNTS_PREFIX }),
    ]);
}

/**
 * The admin's writes, each with the success and failure toasts of spec section 8. A failure
 * refreshes too: the project may have changed under us (another admin, the customer).
 */
export function useProvideQuote(onDone?: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: {
      id: number;
      quoteAmount: string;
      quoteNotes: string;
      quotedBy: string;
    }) =>
      provideQuote(input.id, {
        quoteAmount: input.quoteAmount,
        quoteNotes: input.quoteNotes,
        quotedBy: input.quotedBy,
      }),
    onSuccess: async () => {
      toast({ title: 'Quote Provided', description: 'The quote has been sent to the customer.' });
      onDone?.();
      await refresh();
    },
    onError: async (cause) => {
      toast({
        title: 'Quote Failed',
        description: failureText(cause, 'Failed to provide quote'),
        variant: 'destructive',
      });
      await refresh();
    },
  });
}

export function useMarkCompleted(onDone?: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: number; notes: string }) => markCompleted(input.id, input.notes),
    onSuccess: async () => {
      toast({ title: 'Status Updated', description: 'The project has been marked as completed.' });
      onDone?.();
      await refresh();
    },
    onError: async (cause) => {
      toast({
        title: 'Update Failed',
        description: failureText(cause, 'Failed to update status'),
        variant: 'destructive',
      });
      await refresh();
    },
  });
}

export function useUpdateAdminNotes(onDone?: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: number; adminNotes: string }) =>
      updateAdminNotes(input.id, input.adminNotes),
    onSuccess: async () => {
      toast({ title: 'Admin Notes Updated', description: 'The internal notes have been saved.' });
      onDone?.();
      await refresh();
    },
    onError: (cause) => {
      toast({
        title: 'Update Failed',
        description: failureText(cause, 'Failed to update admin notes'),
        variant: 'destructive',
      });
    },
  });
}

export function useDeleteRequest(onDone?: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => deleteRequest(id),
    onSuccess: async () => {
      toast({
        title: 'Request Deleted',
        description: 'The request, its messages and its image have been removed.',
      });
      onDone?.();
      await refresh();
    },
    onError: async (cause) => {
      toast({
        title: 'Delete Failed',
        description: failureText(cause, 'Failed to delete request'),
        variant: 'destructive',
      });
      await refresh();
    },
  });
}
