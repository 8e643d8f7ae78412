export const WIZARD_TIMELINES = ['asap', '1-month', '2-3-months', 'flexible'] as const;
export type WizardTimeline = (typeof WIZARD_TIMELINES)[number];

export const WIZARD_TIMELINE_LABELS: Readonly<Record<WizardTimeline, string>> = {
  asap: 'ASAP',
  '1-month': 'Within 1 month',
  '2-3-months': '2-3 months',
  flexible: 'Flexible',
};

export const REQUEST_TIMELINES = [
  'no-rush',
  '1-2-weeks',
  '1-month',
  '2-3-months',
  'flexible',
] as const;
export type RequestTimeline = (typeof REQUEST_TIMELINES)[number];

export const REQUEST_TIMELINE_LABELS: Readonly<Record<RequestTimeline, string>> = {
  'no-rush': 'No rush',
  '1-2-weeks': '1-2 weeks',
  '1-month': 'Within 1 month',
  '2-3-months': '2-3 months',
  flexible: 'Flexible',
};

/** Label for any stored timeline value, from either list; unknown values are shown as they are. */
export function timelineLabel(value: string): string {
  const labels: Readonly<Record<string, string>> = {
    ...REQUEST_TIMELINE_LABELS,
    ...WIZARD_TIMELINE_LABELS,
  };
  return Object.hasOwn(labels, value) ? (labels[value] as string) : value;
}

/**
 * A project's timeline as its cards show it. None given reads "Flexible", as the wizard's
 * description says of it ("Preferred Timeline: Flexible"): the card and the description agree.
 */
export function projectTimelineLabel(value: string | null | undefined): string {
  return value ? timelineLabel(value) : WIZARD_TIMELINE_LABELS.flexible;
}

export function isWizardTimeline(value: string): value is WizardTimeline {
  return (WIZARD_TIMELINES as readonly string[]).includes(value);
}
