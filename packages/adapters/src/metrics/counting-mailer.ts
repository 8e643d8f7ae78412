import { MailDeliveryError, type Email, type Mailer } from '@workshop/application';
import type { Metrics } from './metrics';

/** The mailer, counted: what the mail server accepted and refused, by template. */
export function countingMailer(
  mailer: Mailer,
  metrics: Pick<Metrics, 'emailsSent' | 'emailErrors'>,
): Mailer {
  return {
    async send(email: Email) {
      let sent;
      try {
        sent = await mailer.send(email);
      } catch (error) {
        const refused = error instanceof MailDeliveryError && error.permanent;
        metrics.emailErrors.inc({
          template: email.template,
          kind: refused ? 'refused' : 'mail_system',
        });
        throw error;
      }
      metrics.emailsSent.inc({ template: email.template });
      return sent;
    },
  };
}
