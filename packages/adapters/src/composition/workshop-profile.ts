import type { WorkshopProfile } from '@workshop/domain';
import type { Container } from 'inversify';
import { useCaseToken } from './tokens';

/** The workshop's current profile, as a mailer reads it for each email it renders. */
export async function readWorkshopProfile(container: Container): Promise<WorkshopProfile> {
  const result = await container.get(useCaseToken('getWorkshopProfile')).execute();
  if (!result.ok) throw new Error(result.error.message);
  return result.value.profile;
}
