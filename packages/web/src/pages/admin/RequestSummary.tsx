import { furnitureTypeLabel, budgetLabel } from '@workshop/domain';
import { StatusBadge } from '../../ui/StatusBadge';
import type { AdminRequest } from '../../api/admin-requests';
import { ADMIN_STATUS_LABELS } from './status-labels';
import * as styles from './request-summary.css';

/** Which project a dialog is about: number, customer, piece, budget and status. */
export function RequestSummary({ request }: { request: AdminRequest }) {
  return (
    <div className={styles.summary}>
      <span className={styles.summaryName}>
        #{request.id} · {request.fullName}
      </span>
      {request.furnitureType && <span>{furnitureTypeLabel(request.furnitureType)}</span>}
      {request.budgetRange && <span>Budget {budgetLabel(request.budgetRange)}</span>}
      <StatusBadge status={request.status} label={ADMIN_STATUS_LABELS[request.status]} />
    </div>
  );
}
