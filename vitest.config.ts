import type { Reporter, TestModule } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Prints each tier's wall-clock seconds at the end of a run. The tiers run one after the other
 * (each project's `sequence.groupOrder`: fast 0, integration 1, system 2), so they add up.
 */
class TierTimes implements Reporter {
  private readonly spans = new Map<string, { start: number; end: number; files: number }>();

  onTestModuleStart(module: TestModule): void {
    const tier = module.project.name.split(':')[0] ?? module.project.name;
    const span = this.spans.get(tier);
    const now = Date.now();
    if (span) span.files += 1;
    else this.spans.set(tier, { start: now, end: now, files: 1 });
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.project.name.split(':')[0] ?? '');
    if (span) span.end = Math.max(span.end, Date.now());
  }

  onTestRunEnd(): void {
    for (const [tier, span] of this.spans) {
      const seconds = ((span.end - span.start) / 1000).toFixed(0);
      process.stdout.write(`tier ${tier}: ${seconds} s (${span.files} files)\n`);
    }
  }
}

export default defineConfig({
  test: {
    projects: [
      'packages/{domain,application,web}/vitest.config.ts',
      'packages/adapters/vitest.{fast,integration,system}.config.ts',
      'packages/web/vitest.e2e.config.ts',
    ],
    // Vitest's own default on two cores is one worker (cores - 1): files then run one by one.
    maxWorkers: 2,
    reporters: ['default', new TierTimes()],
    coverage: {
      provider: 'v8',
      // Where a threshold is: instrumenting the adapters and the web app cost time for nothing.
      include: ['packages/{domain,application}/src/**/*.ts'],
      exclude: ['**/index.ts', '**/*.d.ts'],
      reporter: ['text-summary'],
      thresholds: {
        'packages/domain/src/**': { lines: 95 },
      },
    },
  },
});
