import {
  approveQuoteSchema,
  DEFAULT_WORKSHOP_PROFILE,
  formatCents,
  NOT_OPTIONAL_LINE_MESSAGE,
  optionalLineIndexes,
  signatureMatches,
  signatureMismatchMessage,
  validate,
  versionTotals,
  type Validated,
} from '@workshop/domain';
import type { Actor } from '../actor';
import { customerView } from '../access';
import type { Clock } from '../ports/clock';
import type { SignedCopyMaker } from '../ports/signed-copy-maker';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { CustomerRequestView } from '../records';
import { errors, fail, ok, type Result } from '../result';
import { issueDepositInvoice } from '../billing';
import { loadQuoteDocument } from './get-quote-document';
import { answerQuote } from './quote-answer';

/** Where an acceptance came from, as the HTTP layer saw it. */
export interface AcceptanceOrigin {
  readonly ipAddress: string | null;
  readonly userAgent: string | null;
}

type Approval =
  | {
      readonly method: 'typed_signature';
      readonly signatureName: string;
      readonly version?: number;
      readonly chosenLines?: readonly number[];
    }
  | { readonly method: 'click'; readonly version?: undefined; readonly chosenLines?: undefined };

/** The spec's approve carries nothing: the current version, accepted by the click itself. */
const CLICKED: Validated<Approval> = { ok: true, value: { method: 'click' } };

function approvalOf(body: unknown): Validated<Approval> {
  if (body === undefined) return CLICKED;
  const form = validate(approveQuoteSchema, body);
  return form.ok ? { ok: true, value: { method: 'typed_signature', ...form.value } } : form;
}

/**
 * The customer accepts the current quote; work begins. The dashboard sends a form signed with
 * the customer's typed name, which must be the name on the project (case and spaces aside);
 * the spec's call sends no body (`body` undefined), an acceptance by click in the name on the
 * project, recorded as such. The acceptance (version, amount, how
 * it was made, the name, time, address, browser, the terms as they read) is written once. The
 * row lock makes a double approval lose. The signed copy (the quote as accepted, with its
 * acceptance certificate) is drawn and stored once, here, for both sides' emails and downloads.
 */
export class ApproveQuote {
  constructor(
    private readonly deps: { uow: UnitOfWork; clock: Clock; signedCopies: SignedCopyMaker },
  ) {}

  async execute(
    actor: Actor,
    id: number,
    body: unknown,
    origin: AcceptanceOrigin,
  ): Promise<Result<CustomerRequestView>> {
    const approval = approvalOf(body);
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (tx) => {
      const answer = await answerQuote(tx, actor, id, 'APPROVE_QUOTE', approval, now);
      if (!answer.ok) return answer;
      const { quote, next, input, request } = answer.value;
      if (
        input.method === 'typed_signature' &&
        !signatureMatches(input.signatureName, request.fullName)
      ) {
        const message = signatureMismatchMessage(request.fullName);
        return fail(errors.validation(message, { signatureName: message }));
      }
      // The options ticked: only the version's optional lines, each once.
      const chosen = [...new Set(input.chosenLines ?? [])].sort((a, b) => a - b);
      const optional = optionalLineIndexes(quote);
      if (chosen.some((index) => !optional.includes(index))) {
        return fail(
          errors.validation(NOT_OPTIONAL_LINE_MESSAGE, { chosenLines: NOT_OPTIONAL_LINE_MESSAGE }),
        );
      }
      const totals = versionTotals(quote, chosen);
      const profile = (await tx.workshopProfile.current())?.document ?? DEFAULT_WORKSHOP_PROFILE;
      await tx.quotes.accept({
        requestId: id,
        version: quote.version,
        // Lines sign their total as ticked; one figure or a range, the words it was sent with.
        amount:
          quote.lines && totals ? formatCents(totals.totalCents, profile.currency) : quote.amount,
        method: input.method,
        signatureName: input.method === 'click' ? request.fullName : input.signatureName,
        acceptedAt: now,
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent,
        // The terms the quote shows now (the profile's), kept as accepted.
        terms: profile.quoteTerms,
        chosenLines: chosen,
        priceCents: totals?.totalCents ?? null,
      });
      // quoteApproved and quoteApprovedAt are read from the acceptance just written.
      const updated = await tx.requests.update(id, { status: next.status }, now);
      const document = await loadQuoteDocument(tx, actor, id, quote.version, now);
      if (!document.ok) return document;
      const made = await this.deps.signedCopies.make(document.value);
      await tx.quotes.addSignedCopy({
        requestId: id,
        version: quote.version,
        ...made,
        createdAt: now,
      });
      await tx.outbox.add([{ type: 'QuoteApproved', requestId: id }], now);
      // A firm price asks its deposit now, in the same transaction as the acceptance.
      await issueDepositInvoice(tx, id, { version: quote.version, totals }, now);
      return ok(customerView(updated));
    });
  }
}
