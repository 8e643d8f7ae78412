import { button, description, p, projectFacts, type Renderer } from '../blocks';

export const newRequestAlert: Renderer<'new-request-alert'> = ({ data }, { admin }) => ({
  subject: `New request #${data.projectId} from ${data.fullName}`,
  greeting: 'A new project request came in.',
  blocks: [
    projectFacts(data),
    ...description(data),
    p('We promised a quote within 3 business days.'),
    button('Open the admin panel', admin),
  ],
});
