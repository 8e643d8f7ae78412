import type { AdminRequest } from '../../api/admin-requests';
import { MessagingDialog } from '../../features/messages/MessagingDialog';
import { useDefaultAdminName } from './admin-name';
import { AdminNotesDialog } from './AdminNotesDialog';
import { DeleteRequestDialog } from './DeleteRequestDialog';
import { QuoteDialog } from './QuoteDialog';
import type { CardAction } from './RequestCard';
import { StatusDialog } from './StatusDialog';
import { useWorkshopProfile } from '../../api/public-profile';

/** The dialog a card's action opens, about that card's request. */
export function RequestDialog({
  action,
  request,
  open,
  onOpenChange,
}: {
  action: CardAction;
  request: AdminRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const business = useWorkshopProfile();
  const defaultName = useDefaultAdminName();
  switch (action) {
    case 'quote':
      return <QuoteDialog request={request} open={open} onOpenChange={onOpenChange} />;
    case 'status':
      return <StatusDialog request={request} open={open} onOpenChange={onOpenChange} />;
    case 'notes':
      return <AdminNotesDialog request={request} open={open} onOpenChange={onOpenChange} />;
    case 'delete':
      return <DeleteRequestDialog request={request} open={open} onOpenChange={onOpenChange} />;
    case 'messages':
      return (
        <MessagingDialog
          key={request.id}
          projectId={request.id}
          projectLabel={`Project #${request.id} · ${request.fullName}`}
          open={open}
          onOpenChange={onOpenChange}
          userType="admin"
          defaultSenderName={defaultName || `${business.name} Team`}
        />
      );
  }
}
