import { isRequestStatus, statusBadgeLabel } from '@workshop/domain';
import { badge } from '../design/recipes.css';

/** Status colours of the spec: new blue, quoted green, in progress yellow, completed purple. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span className={badge({ tone: isRequestStatus(status) ? status : 'neutral' })}>
      {label ?? statusBadgeLabel(status)}
    </span>
  );
}
