import { button, p, quote, type Renderer } from '../blocks';

export const projectCompleted: Renderer<'project-completed'> = ({ data }, { dashboard }) => ({
  subject: `Your project #${data.projectId} is complete`,
  greeting: `Hello ${data.fullName},`,
  blocks: [
    p(
      'Your piece is finished. We will be in touch to arrange delivery and set-up. Thank you for trusting us with it.',
    ),
    ...(data.completionNote ? [p('A note from the workshop:'), quote(data.completionNote)] : []),
    p(
      'May we show your piece on our site? Only the piece, never your name: you can answer, and change your mind, on your project page.',
    ),
    button('See your project', dashboard),
  ],
});
