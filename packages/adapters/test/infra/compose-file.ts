/** KEY=value lines, as compose reads a .env file: comments and blank lines skipped. */
export function readEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match?.[1]) values[match[1]] = match[2] ?? '';
  }
  return values;
}

const REFERENCE = /\$\{([A-Z][A-Z0-9_]*)(?:(:-|:\?)([^}]*))?\}/g;

/**
 * Compose's interpolation of ${VAR}, ${VAR:-default} and ${VAR:?message}, enough for our file:
 * a missing required value throws with compose's message.
 */
export function interpolate(text: string, env: Readonly<Record<string, string>>): string {
  return text.replace(REFERENCE, (_whole, name: string, operator?: string, operand = '') => {
    const value = env[name];
    if (value !== undefined && value !== '') return value;
    if (operator === ':-') return operand;
    if (operator === ':?') throw new Error(`${name}: ${operand}`);
    return '';
  });
}

/** The variables a compose file reads, and which of them have no default. */
export function composeEnvironment(text: string): { all: string[]; required: string[] } {
  const all = new Set<string>();
  const required = new Set<string>();
  for (const [, name, operator] of text.matchAll(REFERENCE)) {
    if (!name) continue;
    all.add(name);
    if (operator !== ':-') required.add(name);
  }
  return { all: [...all].sort(), required: [...required].sort() };
}
