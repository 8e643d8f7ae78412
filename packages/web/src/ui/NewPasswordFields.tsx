import type { ChangeEventHandler } from 'react';
import type { FieldErrors } from '../lib/validate';
import { PasswordField } from './PasswordInput';
import { StrengthMeter } from './StrengthMeter';

type NewPasswordField = 'newPassword' | 'confirmPassword';

/** The new password, with its strength meter, and its confirmation: change and reset forms. */
export function NewPasswordFields({
  values,
  errors,
  onChange,
}: {
  readonly values: Record<NewPasswordField, string>;
  readonly errors: FieldErrors<NewPasswordField>;
  readonly onChange: (field: NewPasswordField) => ChangeEventHandler<HTMLInputElement>;
}) {
  return (
    <>
      <PasswordField
        label="New Password"
        name="newPassword"
        autoComplete="new-password"
        value={values.newPassword}
        error={errors.newPassword}
        onChange={onChange('newPassword')}
      >
        <StrengthMeter password={values.newPassword} />
      </PasswordField>
      <PasswordField
        label="Confirm New Password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={onChange('confirmPassword')}
      />
    </>
  );
}
