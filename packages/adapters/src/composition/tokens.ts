import type { ServiceIdentifier } from 'inversify';
import type {
  Clock,
  EventQueue,
  FileStorage,
  Mailer,
  PasswordHasher,
  Ports,
  Secrets,
  SecuritySettings,
  Throttle,
  UnitOfWork,
  UseCaseName,
  UseCases,
} from '@workshop/application';
import type { Knex } from 'knex';

/** Explicit identifiers: nothing here relies on decorator metadata. */
export const TOKENS = {
  knex: Symbol.for('Knex') as ServiceIdentifier<Knex>,
  settings: Symbol.for('SecuritySettings') as ServiceIdentifier<SecuritySettings>,
  unitOfWork: Symbol.for('UnitOfWork') as ServiceIdentifier<UnitOfWork>,
  clock: Symbol.for('Clock') as ServiceIdentifier<Clock>,
  secrets: Symbol.for('Secrets') as ServiceIdentifier<Secrets>,
  passwordHasher: Symbol.for('PasswordHasher') as ServiceIdentifier<PasswordHasher>,
  fileStorage: Symbol.for('FileStorage') as ServiceIdentifier<FileStorage>,
  ports: Symbol.for('Ports') as ServiceIdentifier<Ports>,
  resetEmails: Symbol.for('ResetEmails') as ServiceIdentifier<Throttle>,
  mailer: Symbol.for('Mailer') as ServiceIdentifier<Mailer>,
  eventQueue: Symbol.for('EventQueue') as ServiceIdentifier<EventQueue>,
} as const;

/** Each use case's identifier, made from its name in the application's list. */
export function useCaseToken<K extends UseCaseName>(name: K): ServiceIdentifier<UseCases[K]> {
  return Symbol.for(`UseCase:${name}`);
}
