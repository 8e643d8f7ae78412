import type { Transaction } from '@workshop/application';
import type { Knex } from 'knex';
import { KnexCustomizationRepository } from './customization-repository';
import { KnexDeliveryLog } from './delivery-log';
import { KnexHousekeeping } from './housekeeping';
import { KnexInvoiceRepository } from './invoice-repository';
import { KnexOutboxRelayStore } from './outbox-relay-store';
import { KnexMessageRepository } from './message-repository';
import { KnexOutbox } from './outbox';
import { KnexPasskeyRepository } from './passkey-repository';
import { KnexPortfolioRepository } from './portfolio-repository';
import { KnexPaymentRepository } from './payment-repository';
import { KnexProgressRepository } from './progress-repository';
import { KnexProjectHistory } from './project-history';
import { KnexQuoteRepository } from './quote-repository';
import { KnexRequestRepository } from './request-repository';
import { KnexRequestTable } from './request-table';
import { KnexReviewRepository } from './review-repository';
import { KnexShowcaseRepository } from './showcase-repository';
import { KnexSessionRepository } from './session-repository';
import { KnexSignInFailureLog } from './sign-in-failure-log';
import { KnexStaffRepository } from './staff-repository';
import { KnexUserRepository } from './user-repository';
import { KnexVersionedDocumentRepository } from './versioned-document-repository';
import { KnexWorkshopProfileRepository } from './workshop-profile-repository';

/** Every repository bound to one connection or transaction handle. */
export function createRepositories(db: Knex): Transaction {
  return {
    users: new KnexUserRepository(db),
    requests: new KnexRequestRepository(db),
    quotes: new KnexQuoteRepository(db),
    messages: new KnexMessageRepository(db),
    progress: new KnexProgressRepository(db),
    customizations: new KnexCustomizationRepository(db),
    sessions: new KnexSessionRepository(db),
    staff: new KnexStaffRepository(db),
    passkeys: new KnexPasskeyRepository(db),
    signInFailures: new KnexSignInFailureLog(db),
    outbox: new KnexOutbox(db),
    relay: new KnexOutboxRelayStore(db),
    deliveries: new KnexDeliveryLog(db),
    housekeeping: new KnexHousekeeping(db),
    history: new KnexProjectHistory(db),
    table: new KnexRequestTable(db),
    reviews: new KnexReviewRepository(db),
    showcase: new KnexShowcaseRepository(db),
    workshopProfile: new KnexWorkshopProfileRepository(db),
    portfolio: new KnexPortfolioRepository(db),
    invoices: new KnexInvoiceRepository(db),
    payments: new KnexPaymentRepository(db),
    priceList: new KnexVersionedDocumentRepository(db, 'price_lists', 'list'),
  };
}
