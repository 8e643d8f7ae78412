import { extname } from 'node:path';
import type { UploadKind } from '@workshop/application';
import {
  ATTACHMENT_TYPES,
  attachmentEmptyMessage,
  attachmentTooLargeMessage,
  attachmentWrongTypeMessage,
  MAX_ATTACHMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_MESSAGE_ATTACHMENTS,
  MAX_PORTFOLIO_PHOTOS_PER_UPLOAD,
  MAX_PROGRESS_PHOTOS,
  MAX_QUOTE_DRAWINGS,
  TOO_MANY_ATTACHMENTS_MESSAGE,
  TOO_MANY_DRAWINGS_MESSAGE,
  TOO_MANY_PHOTOS_MESSAGE,
  type AttachmentContentType,
} from '@workshop/domain';
import { refusalMessage, type DecodeLimits, type DecodeRefusal } from './decode-gate';
import { ATTACHMENT_PREFIX, DRAWING_PREFIX } from '../storage/object-store';

/** Every type any upload takes, as its bytes say (never its name or declared type). */
export type ContentType = AttachmentContentType;

/** What a refusal says, per kind: the spec's and the tests' words, kept as they were. */
export interface IntakeWords {
  /** A file past the byte limit; `name` is the one being read (cleaned, or "A file"). */
  tooLarge(name: string): string;
  tooMany: string;
  /** A file sent in a field the kind does not read. */
  otherField: string;
  empty(name: string): string;
  wrongType(name: string): string;
  /** The decode gate refused it (too many pixels or frames, too slow, unreadable). */
  refused(reason: DecodeRefusal, name: string, limits: DecodeLimits): string;
}

/** One kind of upload: how much, of what, and what is done with each file. */
export interface IntakeKind {
  /** The multipart field the files come in. */
  readonly field: string;
  readonly maxFiles: number;
  /** Per file. */
  readonly maxBytes: number;
  /** Text fields the form may carry beside the files. */
  readonly maxFields: number;
  readonly accepts: readonly ContentType[];
  /** Before the random name: private kinds carry one, so GET /uploads/{name} never serves them. */
  readonly prefix: string;
  /** What a file is called when its name has nothing printable. */
  readonly fallbackName: string;
  /** A name whose known extension says another type is refused (a PNG sent as .pdf). */
  readonly nameMustMatch: boolean;
  /** Said before a refusal when the form had several files ("Photo 2: "); null when not. */
  readonly numbered: string | null;
  /** Each file is charged against the caller's daily budget of bytes before it is decoded. */
  readonly chargesBytes: boolean;
  /** A small JPEG is made and stored beside each file. */
  readonly thumbnail: boolean;
  readonly words: IntakeWords;
}

export const IMAGE_FIELD = 'image';
export const PHOTOS_FIELD = 'photos';
export const PHOTO_FIELD = 'photo';
export const ATTACHMENTS_FIELD = 'attachments';
export const FILES_FIELD = 'files';

/**
 * Progress photos are the project's, not public: their stored names carry this prefix, which
 * GET /uploads/{name} never serves; only the project's photo route does, to whom it belongs.
 */
export const PROGRESS_PREFIX = 'progress-';

/**
 * Portfolio photos are public, but served only as the WebP widths of their own route (never
 * the stored upload): GET /uploads/{name} does not serve this prefix either.
 */
export const PORTFOLIO_PREFIX = 'portfolio-';

/** Team photos are served like portfolio photos: only as the WebP widths of their own route. */
export const TEAM_PREFIX = 'team-';

const IMAGES: readonly ContentType[] = ['image/jpeg', 'image/png', 'image/gif'];
const ONE_IMAGE = `Only one image can be uploaded, in the "${IMAGE_FIELD}" field`;

const imageWords = (tooLarge: string, tooMany: string): IntakeWords => ({
  tooLarge: () => tooLarge,
  tooMany,
  otherField: tooMany,
  empty: () => 'The image file is empty',
  wrongType: () => 'Image must be a JPEG, PNG or GIF file',
  refused: (reason, _name, limits) =>
    reason === 'unreadable'
      ? 'The image could not be read'
      : refusalMessage(reason, 'Image', limits),
});

const wizardImage: IntakeKind = {
  field: IMAGE_FIELD,
  maxFiles: 1,
  maxBytes: MAX_IMAGE_BYTES,
  maxFields: 40,
  accepts: IMAGES,
  prefix: '',
  fallbackName: 'image',
  nameMustMatch: false,
  numbered: null,
  chargesBytes: false,
  thumbnail: false,
  words: imageWords('Image must be 10 MB or smaller', ONE_IMAGE),
};

const attachments: IntakeKind = {
  field: ATTACHMENTS_FIELD,
  maxFiles: MAX_MESSAGE_ATTACHMENTS,
  maxBytes: MAX_ATTACHMENT_BYTES,
  maxFields: 10,
  accepts: Object.keys(ATTACHMENT_TYPES) as ContentType[],
  prefix: ATTACHMENT_PREFIX,
  fallbackName: 'attachment',
  nameMustMatch: true,
  numbered: null,
  chargesBytes: false,
  thumbnail: false,
  words: {
    tooLarge: attachmentTooLargeMessage,
    tooMany: TOO_MANY_ATTACHMENTS_MESSAGE,
    otherField: `Files go in the "${ATTACHMENTS_FIELD}" field`,
    empty: attachmentEmptyMessage,
    wrongType: attachmentWrongTypeMessage,
    refused: (reason, name, limits) => refusalMessage(reason, `"${name}"`, limits),
  },
};

/**
 * The one configuration of every upload. The same reading, content check, decode limits and
 * re-encoding for all; what differs between kinds is here and nowhere else.
 */
export const UPLOAD_KINDS: Readonly<Record<UploadKind, IntakeKind>> = {
  'request-image': wizardImage,
  // Drafts are anonymous and their images kept: each address has a daily budget of bytes.
  'draft-image': { ...wizardImage, chargesBytes: true },
  'progress-photos': {
    field: PHOTOS_FIELD,
    maxFiles: MAX_PROGRESS_PHOTOS,
    maxBytes: MAX_IMAGE_BYTES,
    maxFields: 10,
    accepts: IMAGES,
    prefix: PROGRESS_PREFIX,
    fallbackName: 'image',
    nameMustMatch: false,
    numbered: 'Photo',
    chargesBytes: false,
    thumbnail: true,
    words: imageWords('Each photo must be 10 MB or smaller', TOO_MANY_PHOTOS_MESSAGE),
  },
  // Checked by content and re-encoded like progress photos; the alt texts come beside them.
  'portfolio-photos': {
    field: PHOTOS_FIELD,
    maxFiles: MAX_PORTFOLIO_PHOTOS_PER_UPLOAD,
    maxBytes: MAX_IMAGE_BYTES,
    maxFields: MAX_PORTFOLIO_PHOTOS_PER_UPLOAD + 4,
    accepts: IMAGES,
    prefix: PORTFOLIO_PREFIX,
    fallbackName: 'image',
    nameMustMatch: false,
    numbered: 'Photo',
    chargesBytes: false,
    thumbnail: true,
    words: imageWords(
      'Each photo must be 10 MB or smaller',
      `At most ${MAX_PORTFOLIO_PHOTOS_PER_UPLOAD} photos can be sent at once`,
    ),
  },
  // One photo a member, re-encoded like the portfolio's; its size comes from the stored copy.
  'team-photo': {
    field: PHOTO_FIELD,
    maxFiles: 1,
    maxBytes: MAX_IMAGE_BYTES,
    maxFields: 4,
    accepts: IMAGES,
    prefix: TEAM_PREFIX,
    fallbackName: 'image',
    nameMustMatch: false,
    numbered: null,
    chargesBytes: false,
    thumbnail: true,
    words: imageWords(
      'The photo must be 10 MB or smaller',
      `Only one photo can be uploaded, in the "${PHOTO_FIELD}" field`,
    ),
  },
  'message-attachments': attachments,
  // The workshop's drawings: checked like a message's files, five at most, private too.
  'quote-drawings': {
    ...attachments,
    field: FILES_FIELD,
    maxFiles: MAX_QUOTE_DRAWINGS,
    prefix: DRAWING_PREFIX,
    fallbackName: 'drawing',
    words: {
      ...attachments.words,
      tooMany: TOO_MANY_DRAWINGS_MESSAGE,
      otherField: `Drawings go in the "${FILES_FIELD}" field`,
    },
  },
};

/** The extensions a name may carry for each type: what the content is must be what it says. */
const NAMED_AS: Readonly<Record<ContentType, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg', '.jfif'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
};
const KNOWN_EXTENSIONS = new Set(Object.values(NAMED_AS).flat());

/** The visitor's file name is only ever shown back as text; keep it short and printable. */
export function cleanName(name: string, fallback = 'image'): string {
  const printable = name.replace(/[^\p{L}\p{N}\s._()-]/gu, '').trim();
  return (printable || fallback).slice(0, 200);
}

/** Why a name does not fit its content ("a PNG image"), or null when it does or says nothing. */
export function misnamed(name: string, type: ContentType): string | null {
  const extension = extname(name).toLowerCase();
  if (!KNOWN_EXTENSIONS.has(extension) || NAMED_AS[type].includes(extension)) return null;
  return type === 'application/pdf'
    ? 'a PDF'
    : `a ${ATTACHMENT_TYPES[type].replace('jpg', 'jpeg').toUpperCase()} image`;
}

/**
 * The name a file is downloaded under says what it is: the sender's, unless its extension is
 * not one of its type's (a PDF sent as "invoice.hta" is "invoice.pdf"; "plan" is "plan.pdf").
 */
export function namedAs(name: string, type: ContentType): string {
  const extension = extname(name);
  if (NAMED_AS[type].includes(extension.toLowerCase())) return name;
  const stem = extension === '' || extension === name ? name : name.slice(0, -extension.length);
  return `${stem || 'attachment'}.${ATTACHMENT_TYPES[type]}`;
}
