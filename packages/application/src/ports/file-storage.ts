/** Where uploaded images live; uploads are written by the inbound adapter before a use case runs. */
export interface FileStorage {
  remove(path: string): Promise<void>;
}
