import type { TeamPhoto, WorkshopProfile } from '@workshop/domain';
import type { ProgressPhoto } from '../records';
import type { DocumentVersion, VersionedDocumentRepository } from './versioned-document-repository';

export type WorkshopProfileVersion = DocumentVersion<WorkshopProfile>;

/**
 * The workshop's profile (until the owner first saves, everything reads the defaults), and the
 * team photos its versions name.
 */
export interface WorkshopProfileRepository extends VersionedDocumentRepository<WorkshopProfile> {
  /** Keeps an uploaded team photo; a profile version then names it by id. */
  addTeamPhoto(photo: ProgressPhoto, now: Date): Promise<TeamPhoto>;
  /** The stored photos among `ids`; an unknown id is simply not there. */
  teamPhotos(ids: readonly number[]): Promise<TeamPhoto[]>;
  /** The stored name of a team photo's file, to serve it; null for an unknown id. */
  teamPhotoPath(id: number): Promise<string | null>;
}
