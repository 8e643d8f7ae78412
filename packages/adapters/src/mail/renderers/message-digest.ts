import { formatDate } from '../../formatting/dates';
import { attachedFiles, button, p, quote, type Renderer } from '../blocks';

export const messageDigest: Renderer<'message-digest'> = ({ data }, { admin }) => {
  const { messages } = data;
  const count = messages.length === 1 ? 'a message' : `${messages.length} messages`;
  return {
    subject: `${data.fullName} wrote ${count} on project #${data.projectId}`,
    greeting: 'A customer wrote to the team.',
    blocks: [
      ...messages.flatMap((message) => [
        p(`${message.senderName}, ${formatDate(message.sentAt)}:`),
        quote(message.message),
        ...attachedFiles(message.attachmentNames),
      ]),
      button('Reply from the admin panel', admin),
    ],
  };
};
