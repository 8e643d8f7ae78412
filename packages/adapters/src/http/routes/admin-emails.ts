import type { IRouter } from 'express';
import type { Keyed } from '../idempotency';
import type { HttpUseCases } from '../use-cases';
import type { Answer } from '../answers';
import { respond } from '../errors';
import { emailDeliveryView } from '../views/email';
import { emailId } from '../params';

/** The team's Emails view: what did not arrive, what is still being tried, and "Send again". */
export function adminEmailRoutes(api: IRouter, useCases: HttpUseCases, keyed: Keyed): void {
  api.get('/api/admin/emails', async (req, res) => {
    const result = await useCases.listEmails.execute(res.locals.actor, req.query.status);
    respond(res, result, ({ emails, counts }): Answer<'/api/admin/emails', 'get'> => ({
      data: emails.map(emailDeliveryView),
      counts: { failed: counts.failed, pending: counts.pending },
    }));
  });

  api.get('/api/admin/emails/:id', async (req, res) => {
    const result = await useCases.getEmail.execute(res.locals.actor, emailId(req));
    respond(res, result, ({ email, copy, missing }): Answer<'/api/admin/emails/{id}', 'get'> => ({
      email: emailDeliveryView(email),
      copy: copy && { subject: copy.subject, text: copy.text },
      missing,
    }));
  });

  api.post(
    '/api/admin/emails/:id/resend',
    ...keyed({
      run: (req, res) => useCases.resendEmail.execute(res.locals.actor, emailId(req)),
      answer: ({ message }): Answer<'/api/admin/emails/{id}/resend', 'post'> => ({ message }),
    }),
  );
}
