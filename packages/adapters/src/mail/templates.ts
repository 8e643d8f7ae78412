import { DEFAULT_WORKSHOP_PROFILE, type WorkshopProfile } from '@workshop/domain';
import type { Email, EmailOf, EmailTemplate } from '@workshop/application';
import { toParts, type Composed } from './blocks';
import { RENDERERS } from './renderers';

export { PROGRESS_PHOTO_CID } from './renderers/progress-posted';

export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** What the mailer could attach beside the text: the template shows only what is there. */
export interface RenderOptions {
  readonly photoAttached?: boolean;
  /** The workshop's current profile; the defaults when not given. */
  readonly workshop?: WorkshopProfile;
}

function compose<K extends EmailTemplate>(
  email: EmailOf<K>,
  publicUrl: string,
  options: RenderOptions,
): Composed {
  return RENDERERS[email.template](email, {
    publicUrl,
    signIn: `${publicUrl}/signin`,
    dashboard: `${publicUrl}/dashboard`,
    admin: `${publicUrl}/admin`,
    photoAttached: options.photoAttached ?? false,
    workshop: options.workshop ?? DEFAULT_WORKSHOP_PROFILE,
  });
}

/** Subject, plain text and HTML of an email, by its template's renderer. Links come from PUBLIC_URL. */
export function renderEmail(
  email: Email,
  publicUrl: string,
  options: RenderOptions = {},
): RenderedEmail {
  const composed = compose(email, publicUrl, options);
  return {
    subject: composed.subject,
    ...toParts(composed, options.workshop ?? DEFAULT_WORKSHOP_PROFILE),
  };
}
