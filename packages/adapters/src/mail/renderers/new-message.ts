import { attachedFiles, button, p, quote, type Renderer } from '../blocks';

export const newMessage: Renderer<'new-message'> = ({ data }, { dashboard, admin }) => {
  const toCustomer = data.audience === 'customer';
  return {
    subject: toCustomer
      ? `A message about your project #${data.projectId}`
      : `Message from ${data.fullName} on project #${data.projectId}`,
    greeting: toCustomer ? `Hello ${data.fullName},` : 'A customer wrote to the team.',
    blocks: [
      p(`${data.senderName} wrote:`),
      quote(data.message),
      ...attachedFiles(data.attachmentNames),
      button(
        toCustomer ? 'Reply from your dashboard' : 'Reply from the admin panel',
        toCustomer ? dashboard : admin,
      ),
    ],
  };
};
