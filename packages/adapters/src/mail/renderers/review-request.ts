import { button, p, type Renderer } from '../blocks';

export const reviewRequest: Renderer<'review-request'> = ({ data }, { dashboard }) => ({
  subject: `How is your piece? A review of project #${data.projectId}`,
  greeting: `Hello ${data.fullName},`,
  blocks: [
    p(
      'Your piece has been home for a little while now. Would you tell others how it turned out? One to five stars and a few words are plenty.',
    ),
    p(
      'The workshop reads every review before it appears on our site, and only the piece is named, never you. You can change or withdraw it from your dashboard at any time.',
    ),
    button('Write a review', dashboard),
  ],
});
