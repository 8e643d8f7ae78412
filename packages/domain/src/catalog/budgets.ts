export const BUDGET_RANGES = [
  'under-500',
  '500-1000',
  '1000-2500',
  '2500-5000',
  'over-5000',
] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];

export const BUDGET_RANGE_LABELS: Readonly<Record<BudgetRange, string>> = {
  'under-500': 'Under $500',
  '500-1000': '$500 - $1,000',
  '1000-2500': '$1,000 - $2,500',
  '2500-5000': '$2,500 - $5,000',
  'over-5000': 'Over $5,000',
};

/** Label for a stored budget value; unknown values are shown as they are. */
export function budgetLabel(value: string): string {
  return Object.hasOwn(BUDGET_RANGE_LABELS, value)
    ? BUDGET_RANGE_LABELS[value as BudgetRange]
    : value;
}
