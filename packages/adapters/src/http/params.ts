import type { Request } from 'express';
import { MAX_PIECE_PHOTOS } from '@workshop/domain';
import { HttpError } from './errors';

export function projectId(req: Request): number {
  return routeId(req, 'Project id');
}

export function emailId(req: Request): number {
  return routeId(req, 'Email id');
}

export function staffId(req: Request): number {
  return routeId(req, 'Staff id');
}

export function passkeyId(req: Request): number {
  return routeId(req, 'Passkey id');
}

export function messageId(req: Request): number {
  return routeId(req, 'Message id', 'messageId');
}

/** A message's files are numbered 1 to 3, in the order they were sent. */
export function attachmentPosition(req: Request): number {
  const raw = req.params['position'];
  if (raw !== '1' && raw !== '2' && raw !== '3') {
    throw new HttpError(400, 'Attachment number must be 1, 2 or 3');
  }
  return Number(raw);
}

/** A quote version's drawings are numbered 1 to 5, in the order they were attached. */
export function drawingPosition(req: Request): number {
  const raw = req.params['position'];
  if (typeof raw !== 'string' || !/^[1-5]$/.test(raw)) {
    throw new HttpError(400, 'Drawing number must be a whole number from 1 to 5');
  }
  return Number(raw);
}

export function progressUpdateId(req: Request): number {
  return routeId(req, 'Progress update id', 'updateId');
}

/** An update's photos are numbered 1 to 6, in the order they were posted. */
export function photoNumber(req: Request): number {
  const raw = req.params['n'];
  if (typeof raw !== 'string' || !/^[1-6]$/.test(raw)) {
    throw new HttpError(400, 'Photo number must be a whole number from 1 to 6');
  }
  return Number(raw);
}

export function quoteVersion(req: Request): number {
  return routeId(req, 'Quote version', 'version');
}

/** Route ids are positive integers that fit Postgres' integer column. */
function routeId(req: Request, what: string, param = 'id'): number {
  const raw = req.params[param];
  const id = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
    throw new HttpError(400, `${what} must be a positive whole number`);
  }
  return id;
}

export function profileVersionId(req: Request): number {
  return routeId(req, 'Version id');
}

export function pieceId(req: Request): number {
  return routeId(req, 'Piece id');
}

/** A published piece shows at most MAX_PIECE_PHOTOS photos, numbered from 1. */
export function piecePhotoNumber(req: Request): number {
  const raw = req.params['n'];
  const n = typeof raw === 'string' && /^[1-9]\d?$/.test(raw) ? Number(raw) : NaN;
  if (!(n <= MAX_PIECE_PHOTOS)) {
    throw new HttpError(400, `Photo number must be a whole number from 1 to ${MAX_PIECE_PHOTOS}`);
  }
  return n;
}

export function portfolioItemId(req: Request): number {
  return routeId(req, 'Portfolio item id');
}

export function portfolioPhotoId(req: Request): number {
  return routeId(req, 'Photo id', 'photoId');
}

/** Team members are numbered from 1, in the order the profile lists them. */
export function teamMemberIndex(req: Request): number {
  return routeId(req, 'Team member number', 'n') - 1;
}

export function teamPhotoId(req: Request): number {
  return routeId(req, 'Photo id', 'photoId');
}

export function invoiceId(req: Request): number {
  return routeId(req, 'Invoice id', 'invoiceId');
}

export function paymentId(req: Request): number {
  return routeId(req, 'Payment id', 'paymentId');
}
