import { button, facts, p, quote, type Block, type Renderer } from '../blocks';

/**
 * The progress email's photo travels inside the email (a Content-ID part): the photo's own
 * address needs the customer's session, which a mail client does not have.
 */
export const PROGRESS_PHOTO_CID = 'progress-photo@workshop';

export const progressPosted: Renderer<'progress-posted'> = (
  { data },
  { dashboard, photoAttached },
) => {
  const { milestone, note, photoCount, thumbnail } = data;
  const photos = photoCount === 1 ? '1 photo' : `${photoCount} photos`;
  const image: Block[] =
    thumbnail && photoAttached
      ? [{ kind: 'image', cid: PROGRESS_PHOTO_CID, alt: thumbnail.alt }]
      : [];
  return {
    subject: `Progress on your project #${data.projectId}: ${milestone}`,
    greeting: `Hello ${data.fullName},`,
    blocks: [
      p(
        photoCount > 0
          ? `Here is news from the workshop about your piece, with ${photos}.`
          : 'Here is news from the workshop about your piece.',
      ),
      facts([['Milestone', milestone]]),
      ...(note ? [quote(note)] : []),
      ...image,
      button(photoCount > 0 ? 'See the photos' : 'See your project', dashboard),
    ],
  };
};
