import type { OwnPasskey } from '@workshop/application';
import { iso, type Schema } from '../answers';

/** One of the member's passkeys as they see it: never its key, credential or counter. */
export function passkeyView(passkey: OwnPasskey): Schema<'Passkey'> {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: iso(passkey.createdAt),
    lastUsedAt: passkey.lastUsedAt ? iso(passkey.lastUsedAt) : null,
    lastWayIn: passkey.lastWayIn,
  };
}
