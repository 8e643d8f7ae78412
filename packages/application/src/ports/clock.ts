export interface Clock {
  now(): Date;
  /** Resolves after `ms`: a wait that holds no connection and no thread. */
  sleep(ms: number): Promise<void>;
}
