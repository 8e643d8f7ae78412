import { DEFAULT_WORKSHOP_PROFILE } from '@workshop/domain';
import type { AdminActor } from './actor';
import type { Reads } from './ports/unit-of-work';

/**
 * The name the workshop's work is signed with: the signed-in member's, or, for the owner's
 * passkey (which names nobody), the workshop's own name as its profile reads now.
 */
export async function signatureOf(db: Pick<Reads, 'workshopProfile'>, actor: AdminActor) {
  if (actor.staff) return actor.staff.name;
  const current = await db.workshopProfile.current();
  return (current?.document ?? DEFAULT_WORKSHOP_PROFILE).name;
}
