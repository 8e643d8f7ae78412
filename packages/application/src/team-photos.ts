import type { TeamMember, WorkshopProfile } from '@workshop/domain';
import type { Transaction } from './ports/unit-of-work';
import { errors, fail, ok, type Result } from './result';

export const TEAM_MEMBER_NOT_FOUND = 'No such team member';
export const TEAM_PHOTO_NOT_FOUND = 'Photo not found';

/** A team as the client sends it: each photo named by id, its size left to the server. */
type TeamInput = readonly (Omit<TeamMember, 'photo'> & { photo: { id: number } | null })[];

/**
 * The team with each named photo as stored (its size the server's, whatever the client sent),
 * or a 400 when one names no uploaded photo.
 */
export async function withStoredPhotos(
  tx: Pick<Transaction, 'workshopProfile'>,
  team: TeamInput,
): Promise<Result<WorkshopProfile['team']>> {
  const ids = team.flatMap((member) => (member.photo ? [member.photo.id] : []));
  const stored = await tx.workshopProfile.teamPhotos(ids);
  const resolved: TeamMember[] = [];
  for (const [index, member] of team.entries()) {
    const photo = member.photo && stored.find((candidate) => candidate.id === member.photo?.id);
    if (member.photo && !photo) {
      const message = 'That photo is not one of the uploaded team photos';
      return fail(errors.validation(message, { [`team.${index}.photo`]: message }));
    }
    resolved.push({ ...member, photo: photo ?? null });
  }
  return ok(resolved);
}
