import { requestImageReferenceField, requestSchema, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { FurnitureRequest, StoredImage } from '../records';
import { errors, fail, ok, type Result } from '../result';

export interface SubmitRequestCommand {
  /** The form fields exactly as received. */
  readonly fields: unknown;
  readonly image: StoredImage | null;
  /** The wizard's draft to link to the new project, if the request came from the wizard. */
  readonly sessionId?: string | undefined;
  /**
   * The wizard's image by reference (uploaded once, on its own, to the draft): honoured only
   * when the draft of `sessionId` holds it, so a reference is no key to anyone else's file.
   */
  readonly imageRef?: unknown;
}

export interface SubmittedRequest {
  readonly request: FurnitureRequest;
  /** Never sent back over HTTP (see SUBMITTED_MESSAGE). */
  readonly accountCreated: boolean;
  readonly message: string;
  /**
   * The wizard session had already become this request (a second tab, a double tap): nothing
   * was created, and the answer is the first one's.
   */
  readonly repeated: boolean;
}

/**
 * The same answer whether or not the email already had an account: telling a stranger which
 * emails are customers' would help them guess at accounts. The emails tell each person what
 * happened.
 */
export const IMAGE_NOT_ON_DRAFT_MESSAGE =
  'The inspiration image is no longer part of this design. Please choose it again on step 2.';
export const IMAGE_TWICE_MESSAGE = 'Send the image or its reference, not both';

export const SUBMITTED_MESSAGE =
  "Your project request has been received. We'll review it and send you a quote within 3 business days. We've emailed you a confirmation, and your login details if this is your first request.";

/** Anyone may send a project request; the first one from an email creates the account. */
export class SubmitRequest {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock; files: FileStorage }) {}

  async execute(_actor: Actor, command: SubmitRequestCommand): Promise<Result<SubmittedRequest>> {
    // The upload is already on disk: it goes whenever the use case does not succeed, a throw included.
    let succeeded = false;
    try {
      const result = await this.submit(command);
      // A repeat keeps the first request's image: one sent with the repeat has no use.
      succeeded = result.ok && !result.value.repeated;
      return result;
    } finally {
      if (!succeeded && command.image) await this.deps.files.remove(command.image.path);
    }
  }

  private async submit(command: SubmitRequestCommand): Promise<Result<SubmittedRequest>> {
    const input = validate(requestSchema, command.fields);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const fields = input.value;
    const reference = requestImageReferenceField.safeParse(command.imageRef);
    if (!reference.success) {
      const message = reference.error.issues[0]?.message ?? 'Invalid image reference';
      return fail(errors.validation(message, { imageRef: message }));
    }
    const imageRef = reference.data;
    if (imageRef && command.image) {
      return fail(errors.validation(IMAGE_TWICE_MESSAGE, { imageRef: IMAGE_TWICE_MESSAGE }));
    }
    const now = this.deps.clock.now();

    return this.deps.uow.run(async (tx) => {
      // A wizard session is submitted once: a repeat answers the request it became, before
      // anything else is checked (its draft is already marked submitted).
      if (command.sessionId) {
        const earlier = await tx.requests.findByWizardSession(command.sessionId);
        if (earlier) return ok(repeatOf(earlier));
      }
      // By reference: the project shares the draft's stored image (they are deleted together).
      let image = command.image;
      if (imageRef) {
        const draft = command.sessionId
          ? await tx.customizations.findBySessionId(command.sessionId)
          : null;
        if (!draft || draft.completed || draft.imagePath !== imageRef) {
          // Submitted a moment ago by the same session's other submission: answer that one.
          const first = draft?.completed
            ? await tx.requests.findByWizardSession(draft.sessionId)
            : null;
          if (first) return ok(repeatOf(first));
          return fail(
            errors.validation(IMAGE_NOT_ON_DRAFT_MESSAGE, { imageRef: IMAGE_NOT_ON_DRAFT_MESSAGE }),
          );
        }
        image = { path: imageRef, originalName: draft.imageOriginalName ?? 'image' };
      }
      const { user: customer, created } = await tx.users.findOrCreate({
        email: fields.email,
        needsPasswordChange: true,
        now,
      });
      const newRequest = {
        customerId: customer.id,
        fullName: fields.fullName,
        email: fields.email,
        phone: fields.phone ?? null,
        furnitureType: fields.furnitureType ?? null,
        description: fields.description ?? null,
        budgetRange: fields.budgetRange ?? null,
        timeline: fields.timeline ?? null,
        imagePath: image?.path ?? null,
        imageOriginalName: image?.originalName ?? null,
        notes: fields.notes ?? null,
        // Whatever status a client sends, a new project starts as new.
        status: 'new' as const,
      };
      const request = command.sessionId
        ? await tx.requests.createForWizardSession(command.sessionId, newRequest, now)
        : await tx.requests.create(newRequest, now);
      if (!request) {
        // The same session, submitted at the same moment, got there first: its request is
        // committed now (the insert waited for it), and this answer is that one's.
        const first = await tx.requests.findByWizardSession(command.sessionId ?? '');
        if (!first) throw new Error('furniture_requests: a session conflict, yet no request');
        return ok(repeatOf(first));
      }
      if (command.sessionId) {
        const draft = await tx.customizations.findBySessionId(command.sessionId);
        if (draft && !draft.completed) {
          await tx.customizations.link(
            command.sessionId,
            { userId: customer.id, requestId: request.id },
            now,
          );
        }
      }
      await tx.outbox.add(
        [
          ...(created
            ? [{ type: 'AccountCreated' as const, userId: customer.id, email: customer.email }]
            : []),
          {
            type: 'RequestSubmitted',
            requestId: request.id,
            customerId: customer.id,
            email: customer.email,
            // The wizard always names its draft's session; the quick form on / never does.
            source: command.sessionId === undefined ? 'quick_form' : 'wizard',
          },
        ],
        now,
      );
      return ok({
        request,
        accountCreated: created,
        message: SUBMITTED_MESSAGE,
        repeated: false,
      });
    });
  }
}

function repeatOf(request: FurnitureRequest): SubmittedRequest {
  return { request, accountCreated: false, message: SUBMITTED_MESSAGE, repeated: true };
}
