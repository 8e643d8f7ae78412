import type { UseCases } from '@workshop/application';

/** What the routes call: the application's list of use cases, as the composition root built it. */
export type HttpUseCases = UseCases;
