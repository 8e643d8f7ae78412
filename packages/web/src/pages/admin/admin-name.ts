import { useSession } from '../../api/session';

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

/**
 * The name quotes and messages are signed with by default: the signed-in member's own (staff
 * accounts), else the one this browser last used (the owner's passkey names nobody).
 */
export function useDefaultAdminName(): string {
  const name = useSession({ side: 'admin' }).data?.name;
  return name ?? rememberedAdminName();
}
