import 'reflect-metadata';
import { join } from 'node:path';
import { Container, type MapToResolvedValueInjectOptions } from 'inversify';
import type { Knex } from 'knex';
import {
  AdminSignIn,
  ApproveQuote,
  ChangePassword,
  CustomerDeleteRequest,
  DEFAULT_SECURITY_SETTINGS,
  DebugResetPassword,
  DeleteRequest,
  EditRequest,
  ForgotPassword,
  IssueResetToken,
  IssueTemporaryPassword,
  ListMessages,
  ListRequests,
  MarkComplete,
  MarkMessagesRead,
  PostMessage,
  ProvideQuote,
  ResetPassword,
  ResolveSession,
  SaveCustomization,
  SignIn,
  SignOut,
  SubmitRequest,
  UnreadCounts,
  UpdateAdminNotes,
} from '@workshop/application';
import type { Config } from '../config/config';
import { KnexUnitOfWork } from '../persistence/unit-of-work';
import { Argon2PasswordHasher } from '../security/argon2-password-hasher';
import { NodeSecrets } from '../security/node-secrets';
import { SystemClock } from '../security/system-clock';
import { DiskFileStorage } from '../storage/disk-file-storage';
import { TOKENS as T } from './tokens';
import { USE_CASE_TOKENS as U, type AllUseCases } from './use-case-tokens';

export interface ContainerInput {
  readonly config: Config;
  readonly knex: Knex;
  /** The admin passkey actually in force (configured, or generated in local mode). */
  readonly adminPasskey: string;
}

/** The composition root: every port bound to its adapter, every use case to its ports. */
export function buildContainer(input: ContainerInput): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(T.config).toConstantValue(input.config);
  container.bind(T.knex).toConstantValue(input.knex);
  container.bind(T.settings).toConstantValue({
    ...DEFAULT_SECURITY_SETTINGS,
    adminPasskey: input.adminPasskey,
    debugResetEnabled: input.config.debugResetEnabled,
  });
  container.bind(T.uploadDirectory).toConstantValue(join(input.config.dataDir, 'uploads'));
  container.bind(T.unitOfWork).toResolvedValue((knex: Knex) => new KnexUnitOfWork(knex), [T.knex]);
  container.bind(T.clock).to(SystemClock);
  container.bind(T.secrets).to(NodeSecrets);
  container.bind(T.passwordHasher).to(Argon2PasswordHasher);
  container.bind(T.fileStorage).to(DiskFileStorage);
  bindUseCases(container);
  return container;
}

function bindUseCases(container: Container): void {
  const bind = <K extends keyof AllUseCases, A extends unknown[]>(
    key: K,
    factory: (...args: A) => AllUseCases[K],
    inject: MapToResolvedValueInjectOptions<A>,
  ) => container.bind(U[key]).toResolvedValue(factory, inject);

  bind('saveCustomization', (uow, clock, files) => new SaveCustomization({ uow, clock, files }), [
    T.unitOfWork,
    T.clock,
    T.fileStorage,
  ]);
  bind('submitRequest', (uow, clock, files) => new SubmitRequest({ uow, clock, files }), [
    T.unitOfWork,
    T.clock,
    T.fileStorage,
  ]);
  bind('listRequests', (uow) => new ListRequests({ uow }), [T.unitOfWork]);
  bind('editRequest', (uow, clock) => new EditRequest({ uow, clock }), [T.unitOfWork, T.clock]);
  bind('deleteRequest', (uow, files) => new DeleteRequest({ uow, files }), [
    T.unitOfWork,
    T.fileStorage,
  ]);
  bind('customerDeleteRequest', (uow, files) => new CustomerDeleteRequest({ uow, files }), [
    T.unitOfWork,
    T.fileStorage,
  ]);
  bind('provideQuote', (uow, clock) => new ProvideQuote({ uow, clock }), [T.unitOfWork, T.clock]);
  bind('approveQuote', (uow, clock) => new ApproveQuote({ uow, clock }), [T.unitOfWork, T.clock]);
  bind('markComplete', (uow, clock) => new MarkComplete({ uow, clock }), [T.unitOfWork, T.clock]);
  bind('updateAdminNotes', (uow, clock) => new UpdateAdminNotes({ uow, clock }), [
    T.unitOfWork,
    T.clock,
  ]);
  bind('postMessage', (uow, clock) => new PostMessage({ uow, clock }), [T.unitOfWork, T.clock]);
  bind('listMessages', (uow) => new ListMessages({ uow }), [T.unitOfWork]);
  bind('markMessagesRead', (uow) => new MarkMessagesRead({ uow }), [T.unitOfWork]);
  bind('unreadCounts', (uow) => new UnreadCounts({ uow }), [T.unitOfWork]);
  bind(
    'signIn',
    (uow, clock, secrets, hasher, settings) =>
      new SignIn({ uow, clock, secrets, hasher, settings }),
    [T.unitOfWork, T.clock, T.secrets, T.passwordHasher, T.settings],
  );
  bind('signOut', (uow, secrets) => new SignOut({ uow, secrets }), [T.unitOfWork, T.secrets]);
  bind('resolveSession', (uow, clock, secrets) => new ResolveSession({ uow, clock, secrets }), [
    T.unitOfWork,
    T.clock,
    T.secrets,
  ]);
  bind(
    'changePassword',
    (uow, clock, hasher, secrets) => new ChangePassword({ uow, clock, hasher, secrets }),
    [T.unitOfWork, T.clock, T.passwordHasher, T.secrets],
  );
  bind('forgotPassword', (uow, clock) => new ForgotPassword({ uow, clock }), [
    T.unitOfWork,
    T.clock,
  ]);
  bind(
    'resetPassword',
    (uow, clock, hasher, secrets) => new ResetPassword({ uow, clock, hasher, secrets }),
    [T.unitOfWork, T.clock, T.passwordHasher, T.secrets],
  );
  bind(
    'debugResetPassword',
    (uow, clock, hasher, settings) => new DebugResetPassword({ uow, clock, hasher, settings }),
    [T.unitOfWork, T.clock, T.passwordHasher, T.settings],
  );
  bind(
    'adminSignIn',
    (uow, clock, secrets, settings) => new AdminSignIn({ uow, clock, secrets, settings }),
    [T.unitOfWork, T.clock, T.secrets, T.settings],
  );
  bind(
    'issueTemporaryPassword',
    (uow, clock, hasher, secrets, settings) =>
      new IssueTemporaryPassword({ uow, clock, hasher, secrets, settings }),
    [T.unitOfWork, T.clock, T.passwordHasher, T.secrets, T.settings],
  );
  bind(
    'issueResetToken',
    (uow, clock, secrets, settings) => new IssueResetToken({ uow, clock, secrets, settings }),
    [T.unitOfWork, T.clock, T.secrets, T.settings],
  );
}

/** Every use case, resolved once. */
export function resolveUseCases(container: Container): AllUseCases {
  const get = <K extends keyof AllUseCases>(key: K): AllUseCases[K] => container.get(U[key]);
  const resolved: Partial<Record<keyof AllUseCases, unknown>> = {};
  for (const key of Object.keys(U) as (keyof AllUseCases)[]) resolved[key] = get(key);
  return resolved as AllUseCases;
}
