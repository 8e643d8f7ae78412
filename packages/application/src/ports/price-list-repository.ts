import type { PriceList } from '@workshop/domain';
import type { DocumentVersion, VersionedDocumentRepository } from './versioned-document-repository';

export type PriceListVersion = DocumentVersion<PriceList>;

/** The workshop's price list; until the owner first saves, every price reads the list shipped with the code. */
export type PriceListRepository = VersionedDocumentRepository<PriceList>;
