import { z } from 'zod';

export const ARCHIVE_FORMAT = 1;

/** manifest.json, first in every archive: what it holds and which schema its rows fit. */
export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  createdAt: z.string(),
  /** The migrations applied to the database it came from, in order. */
  migrations: z.array(z.string()),
  /** Rows per table, in load order. */
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().min(0) })),
  /** Stored files (uploads) the rows name. */
  files: z.array(z.string()),
  /** Files the rows named that the store no longer had (deleted while the backup ran). */
  missingFiles: z.array(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;
