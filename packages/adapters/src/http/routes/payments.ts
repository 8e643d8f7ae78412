import type { IRouter, RequestHandler } from 'express';
import type { HttpUseCases } from '../use-cases';
import { respond, sendError } from '../errors';
import { invoiceId, paymentId, projectId } from '../params';
import { renderInvoicePdf } from '../../pdf/money-pdf';
import { accountView } from '../views/account';

/**
 * Invoices and payments: the project's customer and the workshop read the account and the
 * invoices' PDFs; the workshop records and voids payments.
 */
export function paymentRoutes(
  api: IRouter,
  useCases: HttpUseCases,
  options: { readonly pdfLimit: RequestHandler },
): void {
  api.get('/api/furniture-requests/:id/payments', async (req, res) => {
    const result = await useCases.getPayments.execute(res.locals.actor, projectId(req));
    respond(res, result, (account) => ({ data: accountView(account) }));
  });

  api.get(
    '/api/furniture-requests/:id/invoices/:invoiceId/pdf',
    options.pdfLimit,
    async (req, res) => {
      const result = await useCases.getInvoiceDocument.execute(
        res.locals.actor,
        projectId(req),
        invoiceId(req),
      );
      if (!result.ok) {
        sendError(res, result.error);
        return;
      }
      const bytes = await renderInvoicePdf(result.value);
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.length),
        'Content-Disposition': `attachment; filename="${result.value.fileName}"`,
        'Cache-Control': 'private, no-cache',
      });
      res.end(bytes);
    },
  );

  api.post('/api/admin/furniture-requests/:id/payments', async (req, res) => {
    const result = await useCases.recordPayment.execute(res.locals.actor, projectId(req), req.body);
    respond(
      res,
      result,
      (account) => ({ message: 'Payment recorded', data: accountView(account) }),
      201,
    );
  });

  api.post('/api/admin/furniture-requests/:id/payments/:paymentId/void', async (req, res) => {
    const result = await useCases.voidPayment.execute(
      res.locals.actor,
      projectId(req),
      paymentId(req),
      req.body,
    );
    respond(res, result, (account) => ({ message: 'Payment voided', data: accountView(account) }));
  });
}
