import { requestSchema, validate } from '@workshop/domain';
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
}

export interface SubmittedRequest {
  readonly request: FurnitureRequest;
  readonly accountCreated: boolean;
  readonly message: string;
}

export const SUBMITTED_MESSAGE =
  "Your project request has been received. We'll review it and send you a quote within 3 business days.";
export const ACCOUNT_CREATED_NOTE =
  ' We have created your account: check your email for your login details.';

/** Anyone may send a project request; the first one from an email creates the account. */
export class SubmitRequest {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock; files: FileStorage }) {}

  async execute(_actor: Actor, command: SubmitRequestCommand): Promise<Result<SubmittedRequest>> {
    // The upload is already on disk: it goes whenever the use case does not succeed, a throw included.
    let succeeded = false;
    try {
      const result = await this.submit(command);
      succeeded = result.ok;
      return result;
    } finally {
      if (!succeeded && command.image) await this.deps.files.remove(command.image.path);
    }
  }

  private async submit(command: SubmitRequestCommand): Promise<Result<SubmittedRequest>> {
    const input = validate(requestSchema, command.fields);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const fields = input.value;
    const now = this.deps.clock.now();

    return this.deps.uow.run(async (tx) => {
      const existing = await tx.users.findByEmail(fields.email);
      const customer =
        existing ??
        (await tx.users.create({ email: fields.email, needsPasswordChange: true, now }));
      const request = await tx.requests.create(
        {
          customerId: customer.id,
          fullName: fields.fullName,
          email: fields.email,
          phone: fields.phone ?? null,
          furnitureType: fields.furnitureType ?? null,
          description: fields.description ?? null,
          budgetRange: fields.budgetRange ?? null,
          timeline: fields.timeline ?? null,
          imagePath: command.image?.path ?? null,
          imageOriginalName: command.image?.originalName ?? null,
          // Whatever status a client sends, a new project starts as new.
          status: 'new',
        },
        now,
      );
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
          ...(existing
            ? []
            : [{ type: 'AccountCreated' as const, userId: customer.id, email: customer.email }]),
          {
            type: 'RequestSubmitted',
            requestId: request.id,
            customerId: customer.id,
            email: customer.email,
          },
        ],
        now,
      );
      return ok({
        request,
        accountCreated: !existing,
        message: existing ? SUBMITTED_MESSAGE : SUBMITTED_MESSAGE + ACCOUNT_CREATED_NOTE,
      });
    });
  }
}
