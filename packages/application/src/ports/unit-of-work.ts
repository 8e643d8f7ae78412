import type { Result } from '../result';
import type { CustomizationRepository } from './customization-repository';
import type { DeliveryLog } from './delivery-log';
import type { Housekeeping } from './housekeeping';
import type { InvoiceRepository } from './invoice-repository';
import type { PaymentRepository } from './payment-repository';
import type { OutboxRelayStore } from './event-queue';
import type { PasskeyRepository } from './passkey-repository';
import type { PriceListRepository } from './price-list-repository';
import type { ProjectHistory } from './project-history';
import type { PortfolioRepository } from './portfolio-repository';
import type { ProgressRepository } from './progress-repository';
import type { QuoteRepository } from './quote-repository';
import type { MessageRepository } from './message-repository';
import type { Outbox } from './outbox';
import type { RequestRepository } from './request-repository';
import type { RequestTable } from './request-table';
import type { ReviewRepository } from './review-repository';
import type { ShowcaseRepository } from './showcase-repository';
import type { SessionRepository } from './session-repository';
import type { SignInFailureLog } from './sign-in-failure-log';
import type { StaffRepository } from './staff-repository';
import type { UserRepository } from './user-repository';
import type { WorkshopProfileRepository } from './workshop-profile-repository';

/** The repositories of one transaction. */
export interface Transaction {
  readonly users: UserRepository;
  readonly requests: RequestRepository;
  readonly quotes: QuoteRepository;
  readonly messages: MessageRepository;
  readonly progress: ProgressRepository;
  readonly customizations: CustomizationRepository;
  readonly sessions: SessionRepository;
  readonly staff: StaffRepository;
  readonly passkeys: PasskeyRepository;
  readonly signInFailures: SignInFailureLog;
  readonly outbox: Outbox;
  readonly relay: OutboxRelayStore;
  readonly deliveries: DeliveryLog;
  readonly housekeeping: Housekeeping;
  /** The outbox and the email log read back per project (the activity log). */
  readonly history: ProjectHistory;
  /** The workshop's table of projects (a read across several tables). */
  readonly table: RequestTable;
  readonly reviews: ReviewRepository;
  readonly showcase: ShowcaseRepository;
  readonly workshopProfile: WorkshopProfileRepository;
  readonly portfolio: PortfolioRepository;
  readonly invoices: InvoiceRepository;
  readonly payments: PaymentRepository;
  readonly priceList: PriceListRepository;
}

/** What a read without a transaction may look at. */
export type Reads = Pick<
  Transaction,
  | 'users'
  | 'requests'
  | 'messages'
  | 'quotes'
  | 'sessions'
  | 'staff'
  | 'passkeys'
  | 'progress'
  | 'signInFailures'
  | 'table'
  | 'reviews'
  | 'showcase'
  | 'workshopProfile'
  | 'portfolio'
  | 'invoices'
  | 'payments'
  | 'priceList'
>;

export interface UnitOfWork {
  /**
   * Runs `work` in one transaction. It commits when `work` returns an ok result, and rolls
   * back when it returns a failure or throws, so a refused use case leaves nothing written.
   */
  run<T>(work: (tx: Transaction) => Promise<Result<T>>): Promise<Result<T>>;

  /**
   * Runs `work`, which only reads, without a transaction. For reads that need no snapshot
   * across statements (one SELECT, or lookups that could only disagree harmlessly): no
   * BEGIN/COMMIT round trips, and rows are let go as soon as they are answered.
   */
  read<T>(work: (db: Reads) => Promise<T>): Promise<T>;
}
