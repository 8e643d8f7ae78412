/** Polls `check` until it returns something other than undefined/false, or fails at the deadline. */
export async function waitUntil<T>(
  what: string | (() => string),
  check: () => T | undefined | false | Promise<T | undefined | false>,
  options: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
      lastError = undefined;
    } catch (error) {
      // A check may throw while a server restarts; report the last one if time runs out.
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      const described = typeof what === 'function' ? what() : what;
      throw new Error(
        `Timed out after ${options.timeoutMs ?? 15_000} ms waiting for ${described}${cause}`,
      );
    }
    await sleep(options.intervalMs ?? 50);
  }
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));
