/**
 * The zone the workshop keeps its days in: an invoice is dated and due by the workshop's
 * calendar, the same day in its emails, its PDFs and on every screen, wherever the reader is.
 */
export const WORKSHOP_TIME_ZONE = 'America/New_York';
