import type { QuoteState } from '../quote/quote-state';
import type { RequestLifecycleState } from './rules';

/** The five steps of the workshop's process, as the landing states them; `short` fits a phone's strip. */
export const PROCESS_STEPS = [
  {
    title: 'Share Your Vision',
    short: 'Vision',
    text: 'Upload photos of pieces you love, or simply describe what you have in mind.',
  },
  {
    title: 'Design Your Furniture',
    short: 'Design',
    text: 'Work with our engineer on the specifications and CAD drawings, refined until you approve them.',
  },
  {
    title: 'Request a Quote',
    short: 'Quote',
    text: 'Receive a detailed quote based on the approved design, with no surprises later.',
  },
  {
    title: 'Build',
    short: 'Build',
    text: 'Your piece is handcrafted in our workshop from premium, hand-selected materials.',
  },
  {
    title: 'Delivery & Set-up',
    short: 'Delivery',
    text: 'We deliver it ourselves, set it up in place and make sure it is just right.',
  },
] as const;

/** Whose move it is: the workshop's, the customer's, or nobody's (a declined quote). */
export type WaitingOn = 'workshop' | 'customer' | null;

export interface ProjectStage {
  /** The current step, 0-based into PROCESS_STEPS. */
  readonly step: number;
  readonly waitingOn: WaitingOn;
}

/**
 * Where a project stands in the five steps, and who it waits on. A new request is with the
 * workshop, which works out the design and its quote; a quote waits on the customer until they
 * answer, and on the workshop again after they ask for changes; an accepted quote is built,
 * and a finished piece is delivered and set up by the workshop.
 */
export function projectStage(state: RequestLifecycleState, quote: QuoteState | null): ProjectStage {
  if (state.status === 'completed') return { step: 4, waitingOn: 'workshop' };
  if (state.quoteApproved || state.status === 'in_progress') {
    return { step: 3, waitingOn: 'workshop' };
  }
  if (state.status === 'declined') return { step: 2, waitingOn: null };
  if (state.status === 'quoted') {
    return {
      step: 2,
      waitingOn: quote === 'changes_requested' || quote === 'expired' ? 'workshop' : 'customer',
    };
  }
  return { step: 1, waitingOn: 'workshop' };
}
