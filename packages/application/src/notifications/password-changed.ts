import { notification, ready } from './notification';

export const passwordChanged = notification<'PasswordChanged', Record<string, never>>({
  answers: 'PasswordChanged',
  title: 'Password changed',
  async plan(event) {
    return ready(event.email, {});
  },
});
