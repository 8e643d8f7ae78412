import { z } from 'zod';
import { nameText, requiredText } from './fields';

export const MESSAGE_MAX_LENGTH = 1000;
export const SENDER_NAME_MAX_LENGTH = 100;
export const USER_TYPES = ['admin', 'customer'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const userTypeSchema = z.enum(USER_TYPES, {
  error: "User type must be 'admin' or 'customer'",
});

export const messageSchema = z.object(
  {
    message: requiredText(
      'Message is required',
      MESSAGE_MAX_LENGTH,
      'Message must be 1000 characters or less',
    ),
    senderName: nameText(
      'Sender name is required',
      SENDER_NAME_MAX_LENGTH,
      'Sender name must be 100 characters or less',
    ),
    senderType: z.enum(USER_TYPES, { error: "Sender type must be 'admin' or 'customer'" }),
  },
  { error: 'Expected a JSON object' },
);
export type MessageInput = z.output<typeof messageSchema>;

export const markReadSchema = z.object(
  { userType: userTypeSchema },
  { error: 'Expected a JSON object' },
);

export const FILL_ALL_FIELDS_MESSAGE = 'Please fill in all fields';

/** The messaging dialog's own check: both fields trimmed and present, and the name a name. */
export function messageDialogError(message: string, senderName: string): string | null {
  if (message.trim() === '' || senderName.trim() === '') return FILL_ALL_FIELDS_MESSAGE;
  const name = messageSchema.shape.senderName.safeParse(senderName);
  return name.success ? null : (name.error.issues[0]?.message ?? null);
}
