import { fromPromise } from 'xstate';
import type {
  RemoveImageInput,
  SaveDraftInput,
  SubmitRequestInput,
  SubmitRequestOutput,
  UploadImageInput,
  UploadImageOutput,
} from '@workshop/domain';
import {
  removeDraftImage,
  saveCustomization,
  submitRequest as submit,
  uploadDraftImage,
} from '../../api/customizations';
import { errorMessage, serverMessage } from '../../api/errors';
import type { WizardImage } from './types';

/** Any failure becomes an Error with the server's message, or the fallback. */
async function orFail<T>(call: Promise<T>, fallback: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new Error(serverMessage(error) || fallback, { cause: error });
  }
}

/** The draft save sent by Next on steps 1-7: POST /api/customizations, text only. */
export const saveDraft = fromPromise<unknown, SaveDraftInput>(async ({ input }) => {
  await orFail(saveCustomization(input.fields), 'Failed to save customization');
  return null;
});

/**
 * The image, up once as soon as it is chosen. A refusal carries the server's reason (it cannot
 * be read, too many pixels...), which the image step shows; a lost connection says so.
 */
export const uploadImage = fromPromise<UploadImageOutput, UploadImageInput<WizardImage>>(
  async ({ input, signal }) => {
    try {
      const answer = await uploadDraftImage(
        { sessionId: input.sessionId, furnitureType: input.furnitureType, image: input.image },
        signal,
      );
      return { reference: answer.image.reference };
    } catch (error) {
      throw new Error(errorMessage(error, 'The image could not be uploaded. Please try again.'), {
        cause: error,
      });
    }
  },
);

/** Takes a removed image off the draft; the machine carries on whatever the answer. */
export const removeImage = fromPromise<unknown, RemoveImageInput>(async ({ input }) => {
  await removeDraftImage({ sessionId: input.sessionId, reference: input.reference });
  return null;
});

/** The final submission: the request fields, the draft's session id and the image's reference. */
export const submitRequest = fromPromise<SubmitRequestOutput, SubmitRequestInput>(
  async ({ input }) => {
    const answer = await orFail(
      submit({
        ...input.fields,
        sessionId: input.sessionId,
        ...(input.imageRef ? { imageRef: input.imageRef } : {}),
      }),
      'Failed to submit project',
    );
    // A success without a JSON body still counts as a success (without a number to show).
    return { message: answer?.message || undefined, requestId: answer?.request?.id };
  },
);
