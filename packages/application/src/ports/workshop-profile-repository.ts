import type { WorkshopProfile } from '@workshop/domain';
import type { DocumentVersion, VersionedDocumentRepository } from './versioned-document-repository';

export type WorkshopProfileVersion = DocumentVersion<WorkshopProfile>;

/** The workshop's profile; until the owner first saves, everything reads the defaults. */
export type WorkshopProfileRepository = VersionedDocumentRepository<WorkshopProfile>;
