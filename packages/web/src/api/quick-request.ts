import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Callbacks } from './callbacks';
import { submitRequest } from './customizations';
import { REQUESTS_KEY } from './query-keys';

/** What the quick request form on / sends: the request's text fields and its optional image. */
export interface QuickRequestInput {
  /** fullName, email, phone, furnitureType, description, budgetRange, timeline ('' for none). */
  readonly fields: Readonly<Record<string, string>>;
  readonly image: File | null;
}

export type QuickRequestAnswer = Awaited<ReturnType<typeof submitRequest>>;

/**
 * POST /api/furniture-requests, multipart, the image as a file part (the wizard's goes up
 * beforehand and is named by reference). A signed-in customer's project list is read again.
 */
export function useSubmitQuickRequest({
  onSuccess,
  onError,
}: Callbacks<QuickRequestAnswer, QuickRequestInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, image }: QuickRequestInput) => submitRequest(fields, image),
    onSuccess: async (answer, input) => {
      onSuccess?.(answer, input);
      await queryClient.invalidateQueries({ queryKey: REQUESTS_KEY, exact: true });
    },
    onError: (cause, input) => onError?.(cause, input),
  });
}
