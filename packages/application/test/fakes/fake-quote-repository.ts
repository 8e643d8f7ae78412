import type {
  NewQuoteVersion,
  QuoteAcceptance,
  QuoteDrawing,
  QuoteRepository,
  QuoteVersion,
  SignedCopy,
  StoredAttachment,
} from '../../src';
import { copy, type InMemoryStore } from './in-memory-store';

/** quote_versions and quote_acceptances, with their keys and the acceptance's finality. */
export class FakeQuoteRepository implements QuoteRepository {
  constructor(private readonly store: InMemoryStore) {}

  async add(quote: NewQuoteVersion): Promise<QuoteVersion> {
    const { quotes } = this.store.tables;
    if (quotes.some((q) => q.requestId === quote.requestId && q.version === quote.version)) {
      throw new Error(`duplicate key: quote ${quote.requestId} v${quote.version}`);
    }
    const row: QuoteVersion = {
      ...copy(quote),
      viewedAt: null,
      changesRequestedAt: null,
      changesRequest: null,
      declinedAt: null,
      declineReason: null,
    };
    quotes.push(row);
    return copy(row);
  }

  async listByRequest(requestId: number): Promise<QuoteVersion[]> {
    return this.store.tables.quotes
      .filter((q) => q.requestId === requestId)
      .sort((a, b) => a.version - b.version)
      .map((q) => copy(q));
  }

  async findVersion(requestId: number, version: number): Promise<QuoteVersion | null> {
    const row = this.store.tables.quotes.find(
      (q) => q.requestId === requestId && q.version === version,
    );
    return row ? copy(row) : null;
  }

  async current(requestId: number): Promise<QuoteVersion | null> {
    return (await this.listByRequest(requestId)).at(-1) ?? null;
  }

  async markViewed(requestId: number, version: number, now: Date): Promise<boolean> {
    const index = this.indexOf(requestId, version);
    const row = this.store.tables.quotes[index];
    if (!row || row.viewedAt) return false;
    this.store.tables.quotes[index] = { ...row, viewedAt: new Date(now) };
    return true;
  }

  async markChangesRequested(
    requestId: number,
    version: number,
    request: string,
    now: Date,
  ): Promise<void> {
    this.change(requestId, version, { changesRequestedAt: new Date(now), changesRequest: request });
  }

  async markDeclined(requestId: number, version: number, reason: string, now: Date) {
    this.change(requestId, version, { declinedAt: new Date(now), declineReason: reason });
  }

  async accept(acceptance: QuoteAcceptance): Promise<QuoteAcceptance> {
    const { acceptances } = this.store.tables;
    if (acceptances.some((a) => a.requestId === acceptance.requestId)) {
      throw new Error(`duplicate key: acceptance of ${acceptance.requestId}`);
    }
    acceptances.push(copy(acceptance));
    return copy(acceptance);
  }

  async findAcceptance(requestId: number): Promise<QuoteAcceptance | null> {
    const found = this.store.tables.acceptances.find((a) => a.requestId === requestId);
    return found ? copy(found) : null;
  }

  async acceptedPrices(requestIds: readonly number[]): Promise<ReadonlyMap<number, number | null>> {
    const { acceptances, quotes } = this.store.tables;
    const prices = new Map<number, number | null>();
    for (const acceptance of acceptances) {
      if (!requestIds.includes(acceptance.requestId)) continue;
      const version = quotes.find(
        (q) => q.requestId === acceptance.requestId && q.version === acceptance.version,
      );
      prices.set(acceptance.requestId, version?.priceCents ?? null);
    }
    return prices;
  }

  async addSignedCopy(signed: SignedCopy): Promise<void> {
    const { acceptances, signedCopies } = this.store.tables;
    if (!acceptances.some((a) => a.requestId === signed.requestId)) {
      throw new Error(`foreign key: no acceptance of ${signed.requestId}`);
    }
    if (signedCopies.some((s) => s.requestId === signed.requestId)) {
      throw new Error(`duplicate key: signed copy of ${signed.requestId}`);
    }
    signedCopies.push(copy(signed));
  }

  async findSignedCopy(requestId: number): Promise<SignedCopy | null> {
    const found = this.store.tables.signedCopies.find((s) => s.requestId === requestId);
    return found ? copy(found) : null;
  }

  async addDrawings(
    requestId: number,
    version: number,
    files: readonly StoredAttachment[],
  ): Promise<QuoteDrawing[]> {
    const kept = await this.listDrawings(requestId);
    const after = kept.filter((d) => d.version === version).length;
    const added = files.map((file, index) => ({
      ...copy(file),
      requestId,
      version,
      position: after + index + 1,
    }));
    this.store.tables.quoteDrawings.push(...added);
    return added.map(({ requestId: _, ...drawing }) => drawing);
  }

  async listDrawings(requestId: number): Promise<QuoteDrawing[]> {
    return this.store.tables.quoteDrawings
      .filter((d) => d.requestId === requestId)
      .sort((a, b) => a.version - b.version || a.position - b.position)
      .map(({ requestId: _, ...drawing }) => copy(drawing));
  }

  async findDrawing(
    requestId: number,
    version: number,
    position: number,
  ): Promise<QuoteDrawing | null> {
    const found = (await this.listDrawings(requestId)).find(
      (d) => d.version === version && d.position === position,
    );
    return found ?? null;
  }

  private indexOf(requestId: number, version: number): number {
    return this.store.tables.quotes.findIndex(
      (q) => q.requestId === requestId && q.version === version,
    );
  }

  private change(requestId: number, version: number, changes: Partial<QuoteVersion>): void {
    const index = this.indexOf(requestId, version);
    const row = this.store.tables.quotes[index];
    if (!row) throw new Error(`no quote ${requestId} v${version}`);
    this.store.tables.quotes[index] = { ...row, ...changes };
  }
}
