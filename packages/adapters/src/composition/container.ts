import { Container } from 'inversify';
import type { Knex } from 'knex';
import {
  createUseCase,
  DEFAULT_SECURITY_SETTINGS,
  USE_CASES,
  type Ports,
  type SecuritySettings,
  type UseCaseName,
  type UseCases,
} from '@workshop/application';
import type { Config } from '../config/config';
import { PdfSignedCopyMaker } from '../pdf/signed-copy';
import { createThrottle, KnexUnitOfWork, type RateLimitStore } from '../persistence';
import { Argon2PasswordHasher } from '../security/argon2-password-hasher';
import { NodeSecrets } from '../security/node-secrets';
import { SimpleWebAuthnCeremony } from '../security/simple-webauthn-ceremony';
import { SystemClock } from '../security/system-clock';
import type { ObjectStore } from '../storage/object-store';
import { TOKENS as T, useCaseToken } from './tokens';

export interface ContainerInput {
  readonly config: Config;
  readonly knex: Knex;
  /** The admin passkey actually in force (configured, or generated in local mode). */
  readonly adminPasskey: string;
  /**
   * The key temporary passwords are derived from (configured, or generated in local mode);
   * absent in a process that sends no credentials email (the API).
   */
  readonly credentialsKey?: string | undefined;
  /** Where uploaded files live (a folder or a bucket), opened by the entry point. */
  readonly files: ObjectStore;
  /** Tests shorten waits (the team digest's delay) here. */
  readonly settings?: Partial<SecuritySettings>;
  /** Where the application's throttles count (the HTTP rate limits' store). */
  readonly counters: RateLimitStore;
}

const USE_CASE_NAMES = Object.keys(USE_CASES) as UseCaseName[];

/**
 * The composition root: each port bound to its adapter, and every use case of the
 * application's list built from the ports. One style throughout: factories, no decorators.
 */
export function buildContainer(input: ContainerInput): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(T.knex).toConstantValue(input.knex);
  container.bind(T.unitOfWork).toResolvedValue((knex: Knex) => new KnexUnitOfWork(knex), [T.knex]);
  container.bind(T.clock).toConstantValue(new SystemClock());
  container.bind(T.secrets).toConstantValue(new NodeSecrets(input.credentialsKey));
  container.bind(T.passwordHasher).toConstantValue(new Argon2PasswordHasher());
  container.bind(T.fileStorage).toConstantValue(input.files);
  const settings: SecuritySettings = {
    ...DEFAULT_SECURITY_SETTINGS,
    adminPasskey: input.adminPasskey,
    debugResetEnabled: input.config.debugResetEnabled,
    retentionMs: input.config.retentionMs,
    reviewRequestDelayMs: input.config.reviewRequestDelayMs,
    ...input.settings,
  };
  container.bind(T.settings).toConstantValue(settings);
  container
    .bind(T.resetEmails)
    .toConstantValue(
      createThrottle(
        'resetEmails',
        { points: settings.resetEmailsPerHour, durationSeconds: 3600 },
        input.counters,
      ),
    );
  container.bind(T.ports).toResolvedValue(
    (uow, clock, secrets, hasher, files, resetEmails): Ports => ({
      uow,
      clock,
      secrets,
      hasher,
      files,
      settings,
      resetEmails,
      signedCopies: new PdfSignedCopyMaker(input.files),
      passkeyCeremony: new SimpleWebAuthnCeremony(input.config.publicUrl, 'Workshop admin'),
    }),
    [T.unitOfWork, T.clock, T.secrets, T.passwordHasher, T.fileStorage, T.resetEmails],
  );
  for (const name of USE_CASE_NAMES) bindUseCase(container, name);
  return container;
}

function bindUseCase<K extends UseCaseName>(container: Container, name: K): void {
  container
    .bind(useCaseToken(name))
    .toResolvedValue((ports: Ports) => createUseCase(name, ports), [T.ports]);
}

/** Every use case of the list, resolved once. */
export function resolveUseCases(container: Container): UseCases {
  return Object.fromEntries(
    USE_CASE_NAMES.map((name) => [name, container.get(useCaseToken(name))]),
  ) as unknown as UseCases;
}
