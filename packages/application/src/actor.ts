import type { ActedBy, StaffRole } from '@workshop/domain';

/** Who is asking, as the server established it: never taken from a request body. */
export type Actor =
  | { readonly kind: 'anonymous' }
  | {
      readonly kind: 'customer';
      readonly id: number;
      readonly email: string;
      /** False for a session opened with a temporary password: only change-password is open. */
      readonly passwordChanged: boolean;
    }
  | {
      readonly kind: 'admin';
      readonly role: StaffRole;
      /** The staff account signed in; null for the owner's passkey, which names nobody. */
      readonly staff: { readonly id: number; readonly name: string } | null;
    };

export type CustomerActor = Extract<Actor, { kind: 'customer' }>;
export type AdminActor = Extract<Actor, { kind: 'admin' }>;

export const ANONYMOUS: Actor = { kind: 'anonymous' };

/** Whoever holds the owner's passkey: the owner, without a name. */
export const OWNER_PASSKEY: AdminActor = { kind: 'admin', role: 'owner', staff: null };

/** Who of the workshop did something, as its event records it. */
export function actedBy(actor: Actor): ActedBy {
  return actor.kind === 'admin' && actor.staff
    ? { staffId: actor.staff.id, name: actor.staff.name }
    : null;
}
