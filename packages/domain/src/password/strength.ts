export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';

export interface PasswordStrength {
  /** 0-5: one point each for length 8+, an uppercase, a lowercase, a digit and a symbol. */
  readonly score: 0 | 1 | 2 | 3 | 4 | 5;
  readonly label: StrengthLabel;
}

const CHECKS: readonly ((password: string) => boolean)[] = [
  (password) => password.length >= 8,
  (password) => /[A-Z]/.test(password),
  (password) => /[a-z]/.test(password),
  (password) => /\d/.test(password),
  (password) => /[^A-Za-z0-9]/.test(password),
];

function labelFor(score: number): StrengthLabel {
  if (score <= 2) return 'Weak';
  if (score === 3) return 'Fair';
  if (score === 4) return 'Good';
  return 'Strong';
}

export function passwordStrength(password: string): PasswordStrength {
  const score = CHECKS.filter((check) => check(password)).length as PasswordStrength['score'];
  return { score, label: labelFor(score) };
}

export const PASSWORD_MIN_LENGTH = 8;
