import type { Actor, AdminActor, CustomerActor } from './actor';
import type { FurnitureRequest, CustomerRequestView } from './records';
import type { Reads } from './ports/unit-of-work';
import { errors, fail, ok, type Result } from './result';

export const MUST_CHANGE_PASSWORD = 'Please change your temporary password to continue.';
export const ADMIN_ONLY = 'Admin access required';
export const OWNER_ONLY = 'Only the owner may manage the team and the settings';

export function requireAdmin(actor: Actor): Result<void> {
  if (actor.kind === 'admin') return ok(undefined);
  if (actor.kind === 'anonymous') return fail(errors.unauthenticated());
  return fail(errors.forbidden(ADMIN_ONLY));
}

/** Someone of the workshop, as themselves: for work that is signed with their name. */
export function requireAdminActor(actor: Actor): Result<AdminActor> {
  if (actor.kind === 'admin') return ok(actor);
  const refused = requireAdmin(actor);
  return refused.ok ? fail(errors.forbidden(ADMIN_ONLY)) : refused;
}

/** The owner: the team, the settings and the prices are theirs alone. */
export function requireOwner(actor: Actor): Result<AdminActor> {
  if (actor.kind === 'admin' && actor.role === 'owner') return ok(actor);
  if (actor.kind === 'anonymous') return fail(errors.unauthenticated());
  return fail(errors.forbidden(actor.kind === 'admin' ? OWNER_ONLY : ADMIN_ONLY));
}

/** The workshop, or a customer whose password is permanent: who may take part in a conversation. */
export function requireSignedIn(actor: Actor): Result<void> {
  if (actor.kind === 'anonymous') return fail(errors.unauthenticated());
  if (actor.kind === 'customer' && !actor.passwordChanged) {
    return fail(errors.forbidden(MUST_CHANGE_PASSWORD));
  }
  return ok(undefined);
}

/** A signed-in customer whose password is permanent; temporary-password sessions are refused. */
export function requireCustomer(actor: Actor): Result<CustomerActor> {
  if (actor.kind === 'customer') {
    return actor.passwordChanged ? ok(actor) : fail(errors.forbidden(MUST_CHANGE_PASSWORD));
  }
  if (actor.kind === 'anonymous') return fail(errors.unauthenticated());
  return fail(errors.forbidden('This action is for customers'));
}

/** Admin or the project's owner; anyone else is told the project does not exist. */
export async function loadVisibleRequest(
  tx: Reads,
  actor: Actor,
  id: number,
  lock = false,
): Promise<Result<FurnitureRequest>> {
  if (actor.kind === 'customer') {
    const customer = requireCustomer(actor);
    if (!customer.ok) return customer;
  } else {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
  }
  const request = lock ? await tx.requests.findByIdForUpdate(id) : await tx.requests.findById(id);
  if (!request) return fail(errors.notFound());
  if (actor.kind === 'customer' && request.customerId !== actor.id) return fail(errors.notFound());
  return ok(request);
}

/** Loads a project the signed-in customer owns. */
export async function loadOwnRequest(
  tx: Reads,
  actor: Actor,
  id: number,
  lock = false,
): Promise<Result<FurnitureRequest>> {
  const customer = requireCustomer(actor);
  if (!customer.ok) return customer;
  return loadVisibleRequest(tx, customer.value, id, lock);
}

export function customerView(request: FurnitureRequest): CustomerRequestView {
  const { adminNotes, ...visible } = request;
  void adminNotes; // the internal notes are left behind
  return visible;
}
