import type { ProgressPhoto } from '@workshop/application';
import { DEFAULT_SALES_TAX, type TeamPhoto, type WorkshopProfile } from '@workshop/domain';
import type { Knex } from 'knex';
import { KnexVersionedDocumentRepository } from './versioned-document-repository';

interface TeamPhotoRow {
  id: number;
  path: string;
  thumbnail_path: string;
  width: number;
  height: number;
  uploaded_at: Date;
}

const toTeamPhoto = (row: TeamPhotoRow): TeamPhoto => ({
  id: row.id,
  width: row.width,
  height: row.height,
});

// Versions saved before team photos existed name none; before sales tax, the default's.
const asCurrentlyShaped = (profile: WorkshopProfile): WorkshopProfile => ({
  ...profile,
  team: profile.team.map((member) => ({ ...member, photo: member.photo ?? null })),
  salesTax: (profile.salesTax as WorkshopProfile['salesTax'] | undefined) ?? DEFAULT_SALES_TAX,
});

/** The profile's versions, as every versioned document keeps them, and the team's photos. */
export class KnexWorkshopProfileRepository extends KnexVersionedDocumentRepository<WorkshopProfile> {
  constructor(private readonly knex: Knex) {
    super(knex, 'workshop_profile_versions', 'profile', asCurrentlyShaped);
  }

  private get photos() {
    return this.knex<TeamPhotoRow>('team_photos');
  }

  async addTeamPhoto(photo: ProgressPhoto, now: Date): Promise<TeamPhoto> {
    const [row] = await this.photos
      .insert({
        path: photo.path,
        thumbnail_path: photo.thumbnailPath,
        width: photo.width,
        height: photo.height,
        uploaded_at: now,
      })
      .returning('*');
    if (!row) throw new Error('team_photos: insert returned no row');
    return toTeamPhoto(row);
  }

  async teamPhotos(ids: readonly number[]): Promise<TeamPhoto[]> {
    if (ids.length === 0) return [];
    return (await this.photos.whereIn('id', [...ids])).map(toTeamPhoto);
  }

  async teamPhotoPath(id: number): Promise<string | null> {
    const row = await this.photos.where({ id }).first();
    return row?.path ?? null;
  }
}
