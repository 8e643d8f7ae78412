/**
 * A reason a process cannot start that the operator can fix (a setting, a missing bucket, an
 * unreachable database): printed as it is, without a stack trace, and the process exits 1.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}
