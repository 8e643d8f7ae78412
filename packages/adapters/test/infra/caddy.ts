import { execFileSync } from 'node:child_process';

/** The upstreams of the Caddyfile's reverse_proxy line, in order. */
export function caddyUpstreams(caddyfile: string): string[] {
  const line = /^\s*reverse_proxy\s+([^{\n]*)\{/m.exec(caddyfile);
  return (line?.[1] ?? '').trim().split(/\s+/).filter(Boolean);
}

/** The arguments of each line of the Caddyfile that starts with `directive`. */
export function directiveValues(caddyfile: string, directive: string): string[][] {
  return [...caddyfile.matchAll(new RegExp(`^\\s*${directive}\\s+(.*)$`, 'gm'))].map((match) =>
    (match[1] ?? '').trim().split(/\s+/),
  );
}

export interface CaddyBinary {
  /** `2.6.2` from Debian, `2.10.0` from the compose image. */
  readonly version: readonly [number, number, number];
  run(args: readonly string[], env: Readonly<Record<string, string>>): string;
}

/** The `caddy` on PATH, or null when there is none. */
export function findCaddy(): CaddyBinary | null {
  let printed: string;
  try {
    printed = execFileSync('caddy', ['version'], { encoding: 'utf8' });
  } catch {
    return null;
  }
  const found = /v?(\d+)\.(\d+)\.(\d+)/.exec(printed);
  if (!found) throw new Error(`caddy version printed ${printed}`);
  return {
    version: [Number(found[1]), Number(found[2]), Number(found[3])],
    run: (args, env) =>
      execFileSync('caddy', [...args], {
        encoding: 'utf8',
        env: { PATH: process.env['PATH'] ?? '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
  };
}
