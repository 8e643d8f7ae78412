import type { Transaction } from '@workshop/application';
import { FakeUnitOfWork, InMemoryStore } from '@workshop/application/fakes';
import { beforeEach, describe } from 'vitest';
import { customizationRepositoryTests } from './suites/customizations';
import { deliveryLogTests } from './suites/deliveries';
import { messageRepositoryTests } from './suites/messages';
import { invoiceAndPaymentRepositoryTests } from './suites/payments';
import { progressRepositoryTests } from './suites/progress';
import { quoteRepositoryTests } from './suites/quotes';
import { requestRepositoryTests } from './suites/requests';
import { requestTableTests } from './suites/request-table';
import { sessionRepositoryTests } from './suites/sessions';
import { userRepositoryTests } from './suites/users';
import { versionedDocumentTests } from './suites/versioned-documents';
import { workshopProfileRepositoryTests } from './suites/workshop-profile';

/**
 * The application's tests run on in-memory fakes of the repositories: here the fakes answer
 * the same contract suites as PostgreSQL and PGlite (repositories.test.ts), so a fake that
 * drifts from the database fails in the fast tier. Suites about the SQL itself stay there.
 */
describe('repositories in memory', () => {
  let tx: Transaction;
  beforeEach(async () => {
    tx = await new FakeUnitOfWork(new InMemoryStore()).read(async (reads) => reads as Transaction);
  });
  const repos = (): Transaction => tx;
  userRepositoryTests(repos);
  requestRepositoryTests(repos);
  messageRepositoryTests(repos);
  requestTableTests(repos);
  progressRepositoryTests(repos);
  quoteRepositoryTests(repos);
  customizationRepositoryTests(repos);
  sessionRepositoryTests(repos);
  deliveryLogTests(repos);
  versionedDocumentTests(repos);
  workshopProfileRepositoryTests(repos);
  invoiceAndPaymentRepositoryTests(repos);
});
