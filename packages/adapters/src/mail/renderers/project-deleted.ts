import { button, p, type Renderer } from '../blocks';

export const projectDeleted: Renderer<'project-deleted'> = ({ data }, { dashboard, workshop }) => ({
  subject: `Your project #${data.projectId} was removed`,
  greeting: `Hello ${data.fullName},`,
  blocks: [
    p(
      `We have removed your project #${data.projectId}${data.summary ? ` (${data.summary})` : ''} from our workshop's list, with its messages and images. It no longer appears on your dashboard.`,
    ),
    p(
      `If this comes as a surprise, or you would like to start again, reply to this email or call us at ${workshop.phone}: we are glad to help.`,
    ),
    button('Open your dashboard', dashboard),
  ],
});
