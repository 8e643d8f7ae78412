import type { Reads, Result, Transaction, UnitOfWork } from '../../src';
import { FakeCustomizationRepository } from './fake-customization-repository';
import { FakeDeliveryLog } from './fake-delivery-log';
import { FakeHousekeeping } from './fake-housekeeping';
import { FakeInvoiceRepository } from './fake-invoice-repository';
import { FakeMessageRepository } from './fake-message-repository';
import { FakeOutbox } from './fake-outbox';
import { FakeOutboxRelayStore } from './fake-outbox-relay-store';
import { FakePasskeyRepository } from './fake-passkey-repository';
import { FakePortfolioRepository } from './fake-portfolio-repository';
import { FakePaymentRepository } from './fake-payment-repository';
import { FakeProgressRepository } from './fake-progress-repository';
import { FakeProjectHistory } from './fake-project-history';
import { FakeQuoteRepository } from './fake-quote-repository';
import { FakeRequestRepository } from './fake-request-repository';
import { FakeRequestTable } from './fake-request-table';
import { FakeReviewRepository } from './fake-review-repository';
import { FakeShowcaseRepository } from './fake-showcase-repository';
import { FakeSessionRepository } from './fake-session-repository';
import { FakeSignInFailureLog } from './fake-sign-in-failure-log';
import { FakeStaffRepository } from './fake-staff-repository';
import { FakeUserRepository } from './fake-user-repository';
import { FakeVersionedDocumentRepository } from './fake-versioned-document-repository';
import { FakeWorkshopProfileRepository } from './fake-workshop-profile-repository';
import type { InMemoryStore } from './in-memory-store';

/**
 * Behaves like the Postgres unit of work: commits when the work returns an ok result, and
 * restores the store as it was at the start when the work returns a failure or throws.
 */
export class FakeUnitOfWork implements UnitOfWork {
  readonly outbox: FakeOutbox;
  readonly relay: FakeOutboxRelayStore;
  readonly deliveries: FakeDeliveryLog;
  commits = 0;
  rollbacks = 0;
  private readonly tx: Transaction;
  private running = false;

  constructor(private readonly store: InMemoryStore) {
    this.outbox = new FakeOutbox(store);
    this.relay = new FakeOutboxRelayStore(store);
    this.deliveries = new FakeDeliveryLog(store);
    this.tx = {
      users: new FakeUserRepository(store),
      requests: new FakeRequestRepository(store),
      quotes: new FakeQuoteRepository(store),
      messages: new FakeMessageRepository(store),
      progress: new FakeProgressRepository(store),
      customizations: new FakeCustomizationRepository(store),
      sessions: new FakeSessionRepository(store),
      staff: new FakeStaffRepository(store),
      passkeys: new FakePasskeyRepository(store),
      signInFailures: new FakeSignInFailureLog(store),
      outbox: this.outbox,
      relay: this.relay,
      deliveries: this.deliveries,
      housekeeping: new FakeHousekeeping(store),
      history: new FakeProjectHistory(store),
      table: new FakeRequestTable(store),
      reviews: new FakeReviewRepository(store),
      showcase: new FakeShowcaseRepository(store),
      workshopProfile: new FakeWorkshopProfileRepository(store),
      portfolio: new FakePortfolioRepository(),
      invoices: new FakeInvoiceRepository(store),
      payments: new FakePaymentRepository(store),
      priceList: new FakeVersionedDocumentRepository(
        store,
        'priceLists',
        (tables) => tables.priceLists,
      ),
    };
  }

  async run<T>(work: (tx: Transaction) => Promise<Result<T>>): Promise<Result<T>> {
    if (this.running) throw new Error('FakeUnitOfWork: nested transactions are not supported');
    this.running = true;
    const before = this.store.snapshot();
    try {
      const result = await work(this.tx);
      if (result.ok) this.commits += 1;
      else this.rollback(before);
      return result;
    } catch (error) {
      this.rollback(before);
      throw error;
    } finally {
      this.running = false;
    }
  }

  read<T>(work: (db: Reads) => Promise<T>): Promise<T> {
    return work(this.tx);
  }

  private rollback(before: ReturnType<InMemoryStore['snapshot']>): void {
    this.store.restore(before);
    this.rollbacks += 1;
  }
}
