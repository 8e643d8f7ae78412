import { useQuery } from '@tanstack/react-query';
import { projectsQueryOptions } from '../../api/projects';
import { useSession } from '../../api/session';
import { customerSessionView } from '../../api/session-state';

export interface ContactPrefill {
  readonly fullName: string;
  readonly email: string;
}

/**
 * A signed-in customer's name and email for the contact step: the email is the account's, the
 * name the one on their latest project. Null for a visitor.
 */
export function useContactPrefill(): ContactPrefill | null {
  const session = useSession();
  const view = customerSessionView(session.data);
  const projects = useQuery({
    ...projectsQueryOptions(view.email ?? ''),
    enabled: view.authenticated && Boolean(view.email),
  });
  if (!view.authenticated || !view.email) return null;
  return { email: view.email, fullName: projects.data?.[0]?.fullName ?? '' };
}
