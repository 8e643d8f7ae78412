import { z } from 'zod';
import { emailField, nameText } from './fields';

/**
 * The workshop's two roles: the owner runs the team, the settings and the prices; staff do
 * everything about requests.
 */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_NAME_MAX_LENGTH = 100;

/** The owner invites someone by email; they choose their password from the emailed link. */
export const staffInviteSchema = z.object(
  {
    email: emailField,
    name: nameText(
      'Name is required',
      STAFF_NAME_MAX_LENGTH,
      'Name must be 100 characters or less',
    ),
    role: z.enum(STAFF_ROLES, { error: "Role must be 'owner' or 'staff'" }),
  },
  { error: 'Expected a JSON object' },
);
export type StaffInviteInput = z.output<typeof staffInviteSchema>;

/** The owner turns the passkey on /admin-login on or off. */
export const ownerPasskeySchema = z.object(
  { enabled: z.boolean({ error: 'enabled must be true or false' }) },
  { error: 'Expected a JSON object' },
);
