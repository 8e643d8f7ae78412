import type { Actor } from '../actor';
import { loadVisibleRequest } from '../access';
import { loadInvoiceDocument, type InvoiceDocument } from '../notifications/invoice';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

export const INVOICE_NOT_FOUND = 'Invoice not found';

/** One invoice of a project as issued, for its PDF: the project's customer and the workshop. */
export class GetInvoiceDocument {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor, id: number, invoiceId: number): Promise<Result<InvoiceDocument>> {
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadVisibleRequest(tx, actor, id);
      if (!loaded.ok) return loaded;
      const invoice = await tx.invoices.find(id, invoiceId);
      if (!invoice) return fail(errors.notFound(INVOICE_NOT_FOUND));
      return ok(await loadInvoiceDocument(tx, invoice, loaded.value));
    });
  }
}
