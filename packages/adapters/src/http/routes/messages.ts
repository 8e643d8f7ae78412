import { pipeline } from 'node:stream/promises';
import type { IRouter, RequestHandler } from 'express';
import type { ProjectMessage } from '@workshop/application';
import type { ObjectStore } from '../../storage/object-store';
import type { Keyed } from '../idempotency';
import type { HttpUseCases } from '../use-cases';
import { iso, type Answer, type Schema } from '../answers';

import { respond, sendError } from '../errors';
import { disposition } from '../file-disposition';
import { attachmentPosition, messageId, projectId } from '../params';

/** A message as the API answers it: each file by its address, never by its stored name. */
function messageBody(message: ProjectMessage): Schema<'Message'> {
  return {
    id: message.id,
    projectId: message.projectId,
    message: message.message,
    senderType: message.senderType,
    senderName: message.senderName,
    readByAdmin: message.readByAdmin,
    readByCustomer: message.readByCustomer,
    sentAt: iso(message.sentAt),
    attachments: message.attachments.map((attachment) => ({
      name: attachment.name,
      contentType: attachment.contentType,
      size: attachment.size,
      url: `/api/furniture-requests/${message.projectId}/messages/${message.id}/attachments/${attachment.position}`,
    })),
  };
}

/** A project's conversation between the workshop and its customer. */
export function messageRoutes(
  api: IRouter,
  useCases: HttpUseCases,
  handlers: {
    readonly compress: RequestHandler;
    readonly postLimit: RequestHandler;
    /** Reads a multipart message's files (checked, stored); a JSON message passes through. */
    readonly upload: RequestHandler;
    readonly store: ObjectStore;
    readonly keyed: Keyed;
  },
): void {
  const { compress, postLimit, upload, store, keyed } = handlers;
  const base = '/api/furniture-requests/:id/messages';

  api.get(base, compress, async (req, res) => {
    const result = await useCases.listMessages.execute(res.locals.actor, projectId(req));
    respond(res, result, (messages): Answer<'/api/furniture-requests/{id}/messages', 'get'> => ({
      data: messages.map(messageBody),
    }));
  });

  // JSON as the spec has it, or multipart: the same fields plus up to three `attachments`.
  api.post(
    base,
    ...keyed(postLimit, upload, {
      run: (req, res) =>
        useCases.postMessage.execute(
          res.locals.actor,
          projectId(req),
          req.body,
          res.locals.attachments,
        ),
      answer: (message): Answer<'/api/furniture-requests/{id}/messages', 'post', 201> => ({
        message: 'Message sent',
        data: messageBody(message),
      }),
      status: 201,
    }),
  );

  api.get(`${base}/:messageId/attachments/:position`, async (req, res, next) => {
    const result = await useCases.getMessageAttachment.execute(
      res.locals.actor,
      projectId(req),
      messageId(req),
      attachmentPosition(req),
    );
    if (!result.ok) return sendError(res, result.error);
    const attachment = result.value;
    try {
      const object = await store.open(attachment.storageKey);
      if (!object) {
        res.status(404).json({ message: 'Attachment not found' });
        return;
      }
      // The API's headers stay (nosniff, a CSP that allows nothing, no framing); only the
      // cache changes: this address always holds the same file, kept by this browser only.
      res.set({
        'Content-Type': attachment.contentType,
        'Content-Length': String(object.size),
        'Content-Disposition': disposition(attachment),
        'Cache-Control': 'private, max-age=86400, immutable',
      });
      if (req.method === 'HEAD') {
        object.body.destroy();
        res.end();
        return;
      }
      await pipeline(object.body, res);
    } catch (error) {
      if (!res.headersSent) next(error);
      else res.destroy();
    }
  });

  api.post(`${base}/read`, async (req, res) => {
    const result = await useCases.markMessagesRead.execute(
      res.locals.actor,
      projectId(req),
      req.body,
    );
    respond(
      res,
      result,
      ({ marked }): Answer<'/api/furniture-requests/{id}/messages/read', 'post'> => ({
        message: 'Messages marked as read',
        marked,
      }),
    );
  });

  api.get('/api/messages/unread-counts', async (req, res) => {
    const result = await useCases.unreadCounts.execute(res.locals.actor, req.query.userType);
    respond(res, result, (counts): Answer<'/api/messages/unread-counts', 'get'> => ({
      data: counts,
    }));
  });
}
