const KEY = 'oak-ember.admin-name';

/** The name this browser's admin last signed a quote or message with (a convenience only). */
export function rememberedAdminName(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberAdminName(name: string): void {
  try {
    if (name.trim()) localStorage.setItem(KEY, name.trim());
  } catch {
    // storage unavailable (private mode): nothing to remember
  }
}
