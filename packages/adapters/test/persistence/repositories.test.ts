import { describe, it } from 'vitest';
import { useMigratedDatabase } from './fixtures';
import { customizationRepositoryTests } from './suites/customizations';
import { deliveryLogTests } from './suites/deliveries';
import { housekeepingTests } from './suites/housekeeping';
import { projectHistoryTests } from './suites/history';
import { messageRepositoryTests } from './suites/messages';
import { invoiceAndPaymentRepositoryTests } from './suites/payments';
import { outboxTests } from './suites/outbox';
import { progressRepositoryTests } from './suites/progress';
import { quoteRepositoryTests } from './suites/quotes';
import { requestPageTests } from './suites/request-pages';
import { requestRepositoryTests } from './suites/requests';
import { requestTableTests } from './suites/request-table';
import { sessionRepositoryTests } from './suites/sessions';
import { signInFailureLogTests } from './suites/sign-in-failures';
import { userRepositoryTests } from './suites/users';
import { versionedDocumentTests } from './suites/versioned-documents';
import { workshopProfileRepositoryTests } from './suites/workshop-profile';
import { testBackends } from './test-database';

describe.each(testBackends())('repositories on $name', (backend) => {
  if (backend.unavailable) {
    // Missing infrastructure is a failure, never a silent skip.
    it(`needs ${backend.name}`, () => {
      throw new Error(`${backend.name} is not available: ${backend.unavailable}`);
    });
    return;
  }
  const { db, repos } = useMigratedDatabase(backend);
  userRepositoryTests(repos);
  requestRepositoryTests(repos, db);
  requestPageTests(repos, db);
  messageRepositoryTests(repos);
  requestTableTests(repos);
  progressRepositoryTests(repos);
  quoteRepositoryTests(repos, db);
  customizationRepositoryTests(repos, db);
  sessionRepositoryTests(repos);
  signInFailureLogTests(repos, db);
  outboxTests(repos, db);
  deliveryLogTests(repos);
  housekeepingTests(repos, db);
  projectHistoryTests(repos, db);
  versionedDocumentTests(repos);
  workshopProfileRepositoryTests(repos);
  invoiceAndPaymentRepositoryTests(repos);
});
