import { StartupError } from '../startup-error';

/** Runs an entry point; a StartupError prints its lines alone, anything else its stack. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const text =
      error instanceof StartupError
        ? error.message
        : String(error instanceof Error ? error.stack : error);
    process.stderr.write(`${text}\n`);
    process.exit(1);
  });
}
