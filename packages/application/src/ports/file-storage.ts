/** Where uploaded images live; uploads are written by the inbound adapter before a use case runs. */
export interface FileStorage {
  /** Best effort: a file that cannot be removed now is left behind (and logged), never an error. */
  remove(path: string): Promise<void>;
  /** Every stored file with when it was written, for the sweep of files no row names. */
  list(): AsyncIterable<{ readonly name: string; readonly lastModified: Date }>;
}
