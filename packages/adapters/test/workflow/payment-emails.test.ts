import { workshopDay } from '@workshop/domain';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useWorkflowEnvironment } from './environment';
import { ADMIN, signIn, submitRequest, temporaryPasswordIn } from './scenario';
import type { ReceivedEmail } from './smtp-sink';
import { waitUntil } from './wait';

async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'payment-email-'));
  try {
    const file = join(dir, 'attached.pdf');
    await writeFile(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('invoices and receipts go out by email with their PDFs, through the real worker and SMTP', () => {
  const env = useWorkflowEnvironment();

  async function emailTo(address: string, subject: string): Promise<ReceivedEmail> {
    return waitUntil(`'${subject}' to ${address}`, () =>
      env()
        .sink.to(address)
        .find((candidate) => candidate.subject.includes(subject)),
    );
  }

  const pdfOf = async (email: ReceivedEmail) => {
    const pdfs = (email.attachments ?? []).filter((part) => part.contentType === 'application/pdf');
    expect(pdfs).toHaveLength(1);
    return { name: pdfs[0]?.filename, text: await pdfText(pdfs[0]?.content ?? Buffer.alloc(0)) };
  };

  it('approval emails the deposit invoice, a payment its receipt, completion the balance invoice', async () => {
    const pipeline = await env().startPipeline();
    const { useCases } = pipeline;
    const cy = 'cy@example.com';
    const { id } = await submitRequest(useCases, cy, 'Cy Moss');
    const temporary = temporaryPasswordIn(await emailTo(cy, 'account'));
    const first = await signIn(useCases, cy, temporary);
    expect(
      (
        await useCases.changePassword.execute(first.actor, first.token, {
          currentPassword: temporary,
          newPassword: 'walnut-and-oak-42',
        })
      ).ok,
    ).toBe(true);
    const { actor } = await signIn(useCases, cy, 'walnut-and-oak-42');

    const quote = {
      quoteAmount: '$5,650',
      quotedBy: 'Ben',
      priceCents: 565_000,
      depositPercent: 50,
    };
    expect((await useCases.provideQuote.execute(ADMIN, id, quote)).ok).toBe(true);
    const origin = { ipAddress: '203.0.113.9', userAgent: 'test' };
    const approved = await useCases.approveQuote.execute(
      actor,
      id,
      { signatureName: 'Cy Moss' },
      origin,
    );
    expect(approved.ok).toBe(true);

    const deposit = await emailTo(cy, 'Invoice INV-');
    expect(deposit.text).toContain('Here is our invoice for the deposit of your project, $2,825.');
    expect(deposit.text).toContain('Amount: $2,825');
    const depositPdf = await pdfOf(deposit);
    expect(depositPdf.name).toMatch(/^invoice-INV-\d{4,}\.pdf$/);
    expect(depositPdf.text).toContain('Deposit invoice INV-');
    expect(depositPdf.text).toMatch(/Amount due by [A-Z][a-z]+ \d{1,2}, \d{4} +\$2,825\.00/);
    expect(depositPdf.text).toContain('Cy Moss');

    const paid = await useCases.recordPayment.execute(ADMIN, id, {
      amountCents: 282_500,
      paidOn: workshopDay(new Date()),
      method: 'bank_transfer',
      reference: 'TX-77',
    });
    expect(paid.ok).toBe(true);
    const receipt = await emailTo(cy, `Receipt: $2,825 for project #${id}`);
    expect(receipt.text).toContain('Left to pay: $2,825');
    const receiptPdf = await pdfOf(receipt);
    expect(receiptPdf.text).toContain('Amount received: $2,825.00');
    expect(receiptPdf.text).toContain('Bank transfer');
    expect(receiptPdf.text).toContain('TX-77');

    expect((await useCases.markComplete.execute(ADMIN, id, { status: 'completed' })).ok).toBe(true);
    const balance = await waitUntil('the balance invoice', () =>
      env()
        .sink.to(cy)
        .find((email) => email.subject.includes('Invoice INV-') && email !== deposit),
    );
    expect(balance.text).toContain('Here is our invoice for the balance of your project, $2,825.');
    expect((await pdfOf(balance)).text).toContain('Balance invoice INV-');
  });
});
