/** "None", "1 leaf", "2 leaves": a leaf count as the wizard and the quote dialog offer it. */
export const leafCountLabel = (count: number) =>
  count === 0 ? 'None' : `${count} ${count === 1 ? 'leaf' : 'leaves'}`;

/** The leaf lengths offered, with the one chosen among them even when it is not a usual one. */
export function withChosen(choices: readonly number[], chosen: number): number[] {
  return choices.includes(chosen) ? [...choices] : [...choices, chosen].sort((a, b) => a - b);
}
