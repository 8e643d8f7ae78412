import type {
  ProgressPhoto,
  WorkshopProfileRepository,
  WorkshopProfileVersion,
} from '@workshop/application';
import type { ActedBy, TeamPhoto, WorkshopProfile } from '@workshop/domain';
import type { Knex } from 'knex';

interface ProfileRow {
  id: number;
  profile: WorkshopProfile;
  saved_at: Date;
  saved_by_staff_id: number | null;
  saved_by_name: string | null;
  restored_from: number | null;
}

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

const toVersion = (row: ProfileRow): WorkshopProfileVersion => ({
  id: row.id,
  // Versions saved before team photos existed name none.
  profile: {
    ...row.profile,
    team: row.profile.team.map((member) => ({ ...member, photo: member.photo ?? null })),
  },
  savedAt: row.saved_at,
  savedBy:
    row.saved_by_staff_id === null || row.saved_by_name === null
      ? null
      : { staffId: row.saved_by_staff_id, name: row.saved_by_name },
  restoredFrom: row.restored_from,
});

export class KnexWorkshopProfileRepository implements WorkshopProfileRepository {
  constructor(private readonly db: Knex) {}

  private get versions() {
    return this.db<ProfileRow>('workshop_profile_versions');
  }

  async current(): Promise<WorkshopProfileVersion | null> {
    const row = await this.versions.orderBy('id', 'desc').first();
    return row ? toVersion(row) : null;
  }

  async findById(id: number): Promise<WorkshopProfileVersion | null> {
    const row = await this.versions.where({ id }).first();
    return row ? toVersion(row) : null;
  }

  async history(limit: number): Promise<WorkshopProfileVersion[]> {
    return (await this.versions.orderBy('id', 'desc').limit(limit)).map(toVersion);
  }

  async save(version: {
    profile: WorkshopProfile;
    savedBy: ActedBy;
    restoredFrom: number | null;
    now: Date;
  }): Promise<WorkshopProfileVersion> {
    const [row] = await this.versions
      .insert({
        profile: JSON.stringify(version.profile) as unknown as WorkshopProfile,
        saved_at: version.now,
        saved_by_staff_id: version.savedBy?.staffId ?? null,
        saved_by_name: version.savedBy?.name ?? null,
        restored_from: version.restoredFrom,
      })
      .returning('*');
    if (!row) throw new Error('workshop_profile_versions: insert returned no row');
    return toVersion(row);
  }

  private get photos() {
    return this.db<TeamPhotoRow>('team_photos');
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
