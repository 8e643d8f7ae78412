import { formatDateTime } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import type { AdminRequest } from '../../api/admin-requests';
import { ActivitySection } from './ActivityLog';
import { ProjectImage } from './ProjectImage';
import { RequestDesignSection } from './RequestDesign';
import * as text from './text.css';
import * as styles from './request-details.css';

/**
 * The full-details area a card opens: description, notes and the internal notes; the design in
 * force (drawing and indicative price) when the request has one, and the image.
 */
export function RequestDetails({
  id,
  request,
  onEditNotes,
}: {
  id: string;
  request: AdminRequest;
  onEditNotes: (request: AdminRequest) => void;
}) {
  const updated = request.updatedAt !== request.createdAt ? formatDateTime(request.updatedAt) : '';
  return (
    <div id={id} className={styles.details}>
      <div className={styles.detailsColumn}>
        {/* Once a version is signed, the design is what was signed: the customer's first
            words stay readable, as the request they were. */}
        <section className={styles.section} data-testid="request-words">
          <h4 className={styles.sectionTitle}>
            {request.quoteApproved ? 'Original request' : 'Description'}
          </h4>
          <p className={request.description ? text.longText : text.muted}>
            {request.description || 'No description given.'}
          </p>
        </section>
        {request.notes && request.notes !== request.completionNote && (
          <section className={styles.section}>
            <h4 className={styles.sectionTitle}>The customer’s notes</h4>
            <p className={text.longText}>{request.notes}</p>
          </section>
        )}
        {request.completionNote && (
          <section className={styles.section}>
            <h4 className={styles.sectionTitle}>Completion Note</h4>
            <p className={text.longText}>{request.completionNote}</p>
          </section>
        )}
        {request.adminMessage && (
          <section className={styles.section}>
            <h4 className={styles.sectionTitle}>Latest Message to the Customer</h4>
            <p className={text.longText}>{request.adminMessage}</p>
            <p className={text.muted}>
              {[request.adminMessageSentBy, formatDateTime(request.adminMessageSentAt)]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </section>
        )}
        <section className={`${styles.section} ${styles.adminNotes}`}>
          <div className={styles.notesHead}>
            <h4 className={styles.sectionTitle}>Admin Notes (internal)</h4>
            <Button tone="ghost" size="sm" onClick={() => onEditNotes(request)}>
              <Icon name="edit" size={16} />
              Edit Admin Notes
            </Button>
          </div>
          <p className={request.adminNotes ? text.longText : text.muted}>
            {request.adminNotes || 'No admin notes yet. Only the workshop team sees these.'}
          </p>
        </section>
        {updated && <p className={text.muted}>Last updated {updated}</p>}
      </div>
      <div className={styles.detailsColumn}>
        <RequestDesignSection request={request} headingId={`${id}-design`} />
        <section className={styles.section}>
          <h4 className={styles.sectionTitle}>Uploaded Image</h4>
          {request.imagePath ? (
            <ProjectImage
              projectId={request.id}
              imagePath={request.imagePath}
              originalName={request.imageOriginalName}
            />
          ) : (
            <p className={text.muted}>No image was uploaded.</p>
          )}
        </section>
      </div>
      <ActivitySection projectId={request.id} />
    </div>
  );
}
