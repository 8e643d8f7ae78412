import { fromPromise } from 'xstate';
import type { SaveDraftInput, SubmitRequestInput, SubmitRequestOutput } from '@workshop/domain';
import { ApiError, apiRequest } from '../../api/client';
import type { WizardImage } from './types';

function formData(fields: Record<string, string>, image: WizardImage | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', image, image.name);
  return form;
}

/** POSTs multipart form data; any failure becomes an Error with the server's message. */
async function post(url: string, body: FormData, fallback: string): Promise<Response> {
  try {
    return await apiRequest('POST', url, body);
  } catch (error) {
    const message = error instanceof ApiError ? error.serverMessage : undefined;
    throw new Error(message || fallback, { cause: error });
  }
}

/** The draft save sent by Next on steps 1-7: POST /api/customizations. */
export const saveDraft = fromPromise<unknown, SaveDraftInput<WizardImage>>(async ({ input }) => {
  await post(
    '/api/customizations',
    formData(input.fields, input.image),
    'Failed to save customization',
  );
  return null;
});

async function readMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body) {
      return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
    }
  } catch {
    // A success without a JSON body still counts as a success.
  }
  return undefined;
}

/** The final submission: POST /api/furniture-requests with the draft's session id beside it. */
export const submitRequest = fromPromise<SubmitRequestOutput, SubmitRequestInput<WizardImage>>(
  async ({ input }) => {
    const response = await post(
      '/api/furniture-requests',
      formData({ ...input.fields, sessionId: input.sessionId }, input.image),
      'Failed to submit project',
    );
    return { message: await readMessage(response) };
  },
);
