import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  budgetLabel,
  canApprove,
  canDelete,
  canEdit,
  furnitureTypeLabel,
  statusBadgeLabel,
  timelineLabel,
} from '@workshop/domain';
import { REQUESTS_KEY, UNREAD_COUNTS_PREFIX } from '../../api/query-keys';
import { MessagingDialog } from '../../features/messages/MessagingDialog';
import { UnreadBadge } from '../../features/messages/UnreadBadge';
import { visuallyHidden } from '../../design/recipes.css';
import { formatDateTime } from '../../lib/dates';
import { errorMessage, isStatus } from '../../lib/errors';
import { ConfirmDialog } from '../../ui/AlertDialog';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { StatusBadge } from '../../ui/StatusBadge';
import { toast } from '../../ui/toast-store';
import * as styles from './dashboard.css';
import { EditProjectDialog } from './EditProjectDialog';
import { approveQuote, deleteProject, imageUrl, lifecycleOf, type Project } from './project';

const QUOTE_PROMISE = "We'll send you a quote within 3 business days";
const LOCKED_MESSAGE = 'Project cannot be modified or deleted after quote approval';

function StatusStrip({ project }: { project: Project }) {
  const state = lifecycleOf(project);
  let line: string;
  let hint: string;
  let icon: 'clock' | 'sparkle' | 'check' | 'alert' = 'clock';
  if (!state) {
    line = statusBadgeLabel(project.status);
    hint = 'Please contact us about this project.';
    icon = 'alert';
  } else if (state.status === 'new') {
    line = 'New Request';
    hint = QUOTE_PROMISE;
  } else if (state.status === 'quoted' && !state.quoteApproved) {
    line = 'Quote Ready';
    hint = 'Review the quote below. Approving it starts production.';
    icon = 'sparkle';
  } else {
    line =
      state.status === 'completed'
        ? 'Quote Approved · Completed'
        : state.status === 'in_progress'
          ? 'Quote Approved · In Progress'
          : 'Quote Approved';
    hint = LOCKED_MESSAGE;
    icon = 'check';
  }
  const tone = state?.status ?? 'neutral';
  return (
    <div className={`${styles.statusStrip} ${styles.statusTone[tone]}`} data-testid="status-line">
      <Icon name={icon} />
      <div>
        <p className={styles.statusLine}>{line}</p>
        <p className={styles.statusHint}>{hint}</p>
      </div>
    </div>
  );
}

function Fact({
  term,
  value,
  wide = false,
}: {
  term: string;
  value: string | null | undefined;
  wide?: boolean;
}) {
  return (
    <div className={wide ? `${styles.fact} ${styles.factWide}` : styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>
        {value ? value : <span className={styles.unset}>Not specified</span>}
      </dd>
    </div>
  );
}

function ProjectImage({ project }: { project: Project }) {
  const [failed, setFailed] = useState(false);
  if (!project.imagePath) return null;
  const url = imageUrl(project.imagePath);
  return (
    <figure className={styles.figure}>
      {failed ? (
        <div className={styles.imageFallback} role="img" aria-label="Image not available">
          <Icon name="image" size={28} />
          <span aria-hidden="true">Image not available</span>
        </div>
      ) : (
        <img
          className={styles.image}
          src={url}
          alt={`Inspiration image for project #${project.id}`}
          loading="lazy"
          onError={() => setFailed(true)}
        />
      )}
      <figcaption className={styles.caption}>
        <span className={styles.fileName} title={project.imageOriginalName ?? undefined}>
          {project.imageOriginalName ?? 'Uploaded image'}
        </span>
        <a className={styles.fullSize} href={url} target="_blank" rel="noopener noreferrer">
          View Full Size
          <Icon name="external" size={14} />
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}

function QuotePanel({ project, onApprove }: { project: Project; onApprove: (() => void) | null }) {
  const approved = project.quoteApproved;
  return (
    <section className={styles.quotePanel} aria-labelledby={`quote-${project.id}`}>
      <h3 id={`quote-${project.id}`} className={styles.quoteTitle}>
        <Icon name={approved ? 'check' : 'sparkle'} />
        {approved ? 'Quote Approved' : 'Quote Ready!'}
      </h3>
      <dl className={styles.quoteGrid}>
        <div className={`${styles.fact} ${styles.quoteAmountFact}`}>
          <dt className={styles.term}>Estimated Cost</dt>
          <dd className={`${styles.value} ${styles.quoteAmount}`}>{project.quoteAmount}</dd>
        </div>
      </dl>
      <dl className={styles.quoteGrid}>
        <div className={styles.fact}>
          <dt className={styles.term}>Quoted By</dt>
          <dd className={styles.value}>{project.quotedBy ?? '—'}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>Quote Date</dt>
          <dd className={styles.value}>{formatDateTime(project.quotedAt) || '—'}</dd>
        </div>
        {approved && project.quoteApprovedAt && (
          <div className={styles.fact}>
            <dt className={styles.term}>Approved On</dt>
            <dd className={styles.value}>{formatDateTime(project.quoteApprovedAt)}</dd>
          </div>
        )}
      </dl>
      {project.quoteNotes && (
        <div>
          <h4 className={styles.detailsHeading}>Quote Details</h4>
          <p className={styles.description}>{project.quoteNotes}</p>
        </div>
      )}
      <div className={styles.nextSteps}>
        <h4 className={styles.detailsHeading}>Next Steps</h4>
        <p>
          {approved
            ? "Thank you! Your project is in our workshop's schedule. We'll keep you posted here and by email."
            : 'Approve the quote to confirm your project. We will then schedule production and keep you updated here. Questions first? Send us a message.'}
        </p>
      </div>
      {onApprove && (
        <div className={styles.quoteActions}>
          <Button onClick={onApprove}>
            <Icon name="check" size={18} />
            Approve Quote
          </Button>
        </div>
      )}
    </section>
  );
}

/** One project on the customer dashboard, with every field, panel and action of the spec. */
export function ProjectCard({
  project,
  unread,
  customerEmail,
  onUnauthenticated,
}: {
  project: Project;
  unread: number;
  customerEmail: string;
  onUnauthenticated: () => void;
}) {
  const queryClient = useQueryClient();
  const detailsId = useId();
  const [showDetails, setShowDetails] = useState(false);
  const [messagesOpen, setMessagesOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [approveOpen, setApproveOpen] = useState(false);

  const state = lifecycleOf(project);
  const editable = state !== null && canEdit(state);
  const deletable = state !== null && canDelete(state, 'customer');
  const approvable = state !== null && canApprove(state);
  const isQuoted = state?.status === 'quoted';
  const type = project.furnitureType ? furnitureTypeLabel(project.furnitureType) : null;
  const updated =
    Math.abs(Date.parse(project.updatedAt) - Date.parse(project.createdAt)) >= 1000
      ? formatDateTime(project.updatedAt)
      : '';

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: REQUESTS_KEY, exact: true }),
      queryClient.invalidateQueries({ queryKey: UNREAD_COUNTS_PREFIX }),
    ]);

  const remove = useMutation({
    mutationFn: () => deleteProject(project.id, customerEmail),
    onSuccess: async () => {
      setDeleteOpen(false);
      toast({ title: 'Project Deleted', description: `Project #${project.id} has been deleted.` });
      await refresh();
    },
    onError: (cause) => {
      if (isStatus(cause, 401)) return onUnauthenticated();
      setDeleteOpen(false);
      toast({
        title: 'Delete Failed',
        description: errorMessage(cause, 'Failed to delete project'),
        variant: 'destructive',
      });
    },
  });

  const approve = useMutation({
    mutationFn: () => approveQuote(project.id),
    onSuccess: async () => {
      setApproveOpen(false);
      toast({ title: 'Quote Approved!', description: 'Your project is now in progress' });
      await refresh();
    },
    onError: (cause) => {
      if (isStatus(cause, 401)) return onUnauthenticated();
      setApproveOpen(false);
      toast({
        title: 'Approval Failed',
        description: 'Failed to approve quote. Please try again.',
        variant: 'destructive',
      });
    },
  });

  const label = `Project #${project.id}${type ? ` · ${type}` : ''}`;

  return (
    <article
      className={styles.card}
      aria-labelledby={`project-${project.id}`}
      data-testid={`project-${project.id}`}
    >
      <div className={styles.cardHead}>
        <div>
          <h2 id={`project-${project.id}`} className={styles.cardTitle}>
            Project #{project.id}
            {type && <span className={styles.cardType}>{type}</span>}
          </h2>
          <p className={styles.dates}>
            <span>
              Submitted{' '}
              <time dateTime={project.createdAt}>{formatDateTime(project.createdAt)}</time>
            </span>
            {updated && (
              <span>
                Updated <time dateTime={project.updatedAt}>{updated}</time>
              </span>
            )}
          </p>
        </div>
        <StatusBadge status={project.status ?? 'new'} />
      </div>

      <div
        className={
          project.imagePath ? `${styles.cardBody} ${styles.cardBodyWithImage}` : styles.cardBody
        }
      >
        <div className={styles.mainColumn}>
          <StatusStrip project={project} />

          {project.quoteAmount && (isQuoted || project.quoteApproved) && (
            <QuotePanel
              project={project}
              onApprove={approvable ? () => setApproveOpen(true) : null}
            />
          )}

          {project.adminMessage && (
            <section className={styles.messagePanel} aria-labelledby={`team-${project.id}`}>
              <h3 id={`team-${project.id}`} className={styles.panelTitle}>
                <Icon name="message" />
                Message from Our Team
              </h3>
              <blockquote className={styles.blockquote}>{project.adminMessage}</blockquote>
              <p className={styles.signature}>
                {project.adminMessageSentBy
                  ? `— ${project.adminMessageSentBy}`
                  : '— The workshop team'}
                {project.adminMessageSentAt && (
                  <>
                    {', '}
                    <time dateTime={project.adminMessageSentAt}>
                      {formatDateTime(project.adminMessageSentAt)}
                    </time>
                  </>
                )}
              </p>
            </section>
          )}

          <dl className={styles.facts}>
            <Fact term="Contact Name" value={project.fullName} />
            <Fact term="Email" value={project.email} wide />
            <Fact term="Phone" value={project.phone} />
            <Fact term="Furniture Type" value={type} />
            <Fact
              term="Budget Range"
              value={project.budgetRange ? budgetLabel(project.budgetRange) : null}
            />
            <Fact
              term="Timeline"
              value={project.timeline ? timelineLabel(project.timeline) : null}
            />
          </dl>

          {showDetails && (
            <div id={detailsId} className={styles.details}>
              <div>
                <h3 className={styles.detailsHeading}>Description</h3>
                {project.description ? (
                  <p className={styles.description}>{project.description}</p>
                ) : (
                  <p className={styles.unset}>No description provided.</p>
                )}
              </div>
              <div>
                <h3 className={styles.detailsHeading}>Project Notes</h3>
                {project.notes ? (
                  <p className={styles.description}>{project.notes}</p>
                ) : (
                  <p className={styles.unset}>No notes from the workshop yet.</p>
                )}
              </div>
            </div>
          )}
        </div>

        {project.imagePath && (
          <div className={styles.sideColumn}>
            <ProjectImage project={project} />
          </div>
        )}
      </div>

      <div className={styles.actions}>
        <Button
          tone="secondary"
          size="sm"
          aria-expanded={showDetails}
          aria-controls={showDetails ? detailsId : undefined}
          onClick={() => setShowDetails((current) => !current)}
        >
          {showDetails ? 'Hide Details' : 'View Details'}
          <Icon
            name="chevronDown"
            size={16}
            className={showDetails ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron}
          />
        </Button>
        <Button tone="secondary" size="sm" onClick={() => setMessagesOpen(true)}>
          <Icon name="message" size={16} />
          Messages
          <UnreadBadge count={unread} />
        </Button>
        {editable && (
          <Button tone="secondary" size="sm" onClick={() => setEditOpen(true)}>
            <Icon name="edit" size={16} />
            Edit
          </Button>
        )}
        {deletable && (
          <Button
            tone="ghost"
            size="sm"
            className={`${styles.actionsEnd} ${styles.dangerText}`}
            onClick={() => setDeleteOpen(true)}
          >
            <Icon name="trash" size={16} />
            Delete Project
          </Button>
        )}
      </div>

      <MessagingDialog
        projectId={project.id}
        projectLabel={label}
        open={messagesOpen}
        onOpenChange={setMessagesOpen}
        userType="customer"
        defaultSenderName={project.fullName}
      />
      {editable && (
        <EditProjectDialog
          project={project}
          open={editOpen}
          onOpenChange={setEditOpen}
          onUnauthenticated={onUnauthenticated}
        />
      )}
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={`Delete Project #${project.id}?`}
        description={
          <>
            <p>
              Are you sure you want to delete this project? This action cannot be undone: the
              request, its messages and its image will be permanently removed.
            </p>
            {isQuoted && (
              <p className={styles.quoteWarning}>
                This project has a pending quote. Deleting it means the pending quote will be lost.
              </p>
            )}
          </>
        }
        confirmLabel="Delete Project"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
      <ConfirmDialog
        open={approveOpen}
        onOpenChange={setApproveOpen}
        tone="primary"
        title="Approve this quote?"
        description={
          <>
            <p>
              You are approving the quote of <strong>{project.quoteAmount}</strong> for project #
              {project.id}. We will start building right away.
            </p>
            <p>{LOCKED_MESSAGE}.</p>
          </>
        }
        confirmLabel="Approve Quote"
        pendingLabel="Approving..."
        pending={approve.isPending}
        onConfirm={() => approve.mutate()}
      />
    </article>
  );
}
