import { isRequestStatus, statusBadgeLabel } from '@workshop/domain';
import { badge } from '../design/recipes.css';

/** A declined project reads in the quiet tone: nothing is wrong, nothing is waiting. */
const toneOf = (status: string) =>
  isRequestStatus(status) && status !== 'declined' ? status : 'neutral';

/** Status colours of the spec: new blue, quoted green, in progress yellow, completed purple. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span className={badge({ tone: toneOf(status) })}>{label ?? statusBadgeLabel(status)}</span>
  );
}
