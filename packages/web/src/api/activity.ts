import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from './client';
import { activityKey } from './query-keys';
import type { components } from './schema.gen';

/** One entry of a project's activity log, as GET /api/furniture-requests/{id}/activity answers. */
export type ActivityEntry = components['schemas']['ActivityEntry'];
export type ActivityType = ActivityEntry['type'];
export type ActivityActor = components['schemas']['ActivityActor'];

/** The project's history, oldest first; read only while `enabled` (the section is open). */
export function useActivity(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: activityKey(projectId),
    queryFn: () =>
      unwrap(
        api.GET('/api/furniture-requests/{id}/activity', { params: { path: { id: projectId } } }),
      ),
    enabled,
    // Opening it again shows what happened meanwhile (emails settle after the change).
    refetchOnMount: 'always',
  });
}
