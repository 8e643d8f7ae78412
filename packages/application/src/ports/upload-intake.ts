import type { ProgressPhoto, StoredAttachment, StoredImage } from '../records';
import type { UploadKind } from '../use-cases/authorize-upload';

/** What each kind of upload hands its use case: files checked by content, re-encoded, stored. */
export interface IntakeOf {
  /** The visitor's project request image; null when the form carried none. */
  readonly 'request-image': StoredImage | null;
  /** The wizard's draft image; null when the form carried none. */
  readonly 'draft-image': StoredImage | null;
  /** A message's files, in the order sent. */
  readonly 'message-attachments': readonly StoredAttachment[];
  /** The workshop's drawings on a quote version, in the order sent. */
  readonly 'quote-drawings': readonly StoredAttachment[];
  /** A progress update's photos with their thumbnails, in the order sent. */
  readonly 'progress-photos': readonly ProgressPhoto[];
  /** A portfolio item's photos with their thumbnails, in the order sent. */
  readonly 'portfolio-photos': readonly ProgressPhoto[];
  /** A team member's photo with its thumbnail; empty when the form carried none. */
  readonly 'team-photo': readonly ProgressPhoto[];
}

/**
 * Takes the files of a request that AuthorizeUpload has already allowed: reads them, checks each
 * by its bytes, re-encodes or refuses, and stores them. All of one request or none: when one
 * file is refused or keeping one fails, nothing the request sent is left in scratch or storage.
 * `Source` is whatever carries the files to the adapter (an HTTP request).
 */
export interface UploadIntake<Source> {
  take<K extends UploadKind>(kind: K, source: Source): Promise<IntakeOf[K]>;
}
