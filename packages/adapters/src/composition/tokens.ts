import type { ServiceIdentifier } from 'inversify';
import type {
  Clock,
  EventQueue,
  FileStorage,
  Mailer,
  PasswordHasher,
  Secrets,
  SecuritySettings,
  UnitOfWork,
} from '@workshop/application';
import type { Knex } from 'knex';
import type { Config } from '../config/config';

/** Explicit identifiers: nothing here relies on emitted decorator metadata. */
export const TOKENS = {
  config: Symbol.for('Config') as ServiceIdentifier<Config>,
  knex: Symbol.for('Knex') as ServiceIdentifier<Knex>,
  settings: Symbol.for('SecuritySettings') as ServiceIdentifier<SecuritySettings>,
  uploadDirectory: Symbol.for('UploadDirectory') as ServiceIdentifier<string>,
  unitOfWork: Symbol.for('UnitOfWork') as ServiceIdentifier<UnitOfWork>,
  clock: Symbol.for('Clock') as ServiceIdentifier<Clock>,
  secrets: Symbol.for('Secrets') as ServiceIdentifier<Secrets>,
  passwordHasher: Symbol.for('PasswordHasher') as ServiceIdentifier<PasswordHasher>,
  fileStorage: Symbol.for('FileStorage') as ServiceIdentifier<FileStorage>,
  mailer: Symbol.for('Mailer') as ServiceIdentifier<Mailer>,
  eventQueue: Symbol.for('EventQueue') as ServiceIdentifier<EventQueue>,
} as const;
