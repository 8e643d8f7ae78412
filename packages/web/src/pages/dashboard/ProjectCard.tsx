import { useId, useState } from 'react';
import {
  budgetLabel,
  canApprove,
  canDecline,
  canDelete,
  canRequestChanges,
  canEdit,
  furnitureTypeLabel,
  projectTimelineLabel,
} from '@workshop/domain';
import { usePayments } from '../../api/payments';
import type { Project } from '../../api/projects';
import { useQuotes } from '../../api/quotes';
import { MessagingDialog } from '../../features/messages/MessagingDialog';
import { UnreadBadge } from '../../features/messages/UnreadBadge';
import { PaymentsPanel } from '../../features/payments/PaymentsPanel';
import { ProjectProgress } from '../../features/progress/ProjectProgress';
import { formatDateTime } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { ApproveQuoteDialog } from './ApproveQuoteDialog';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { EditProjectDialog } from './EditProjectDialog';
import { Fact } from './Fact';
import { lifecycleOf, projectTitle } from './project';
import { ProjectDetails } from './ProjectDetails';
import { ProjectImage } from './ProjectImage';
import { QuoteAnswerDialog, type QuoteAnswer } from './QuoteAnswerDialog';
import { QuotePanel } from './QuotePanel';
import { CompletionNote } from './CompletionNote';
import { ProcessSteps } from './ProcessSteps';
import { ReviewPanel } from './ReviewPanel';
import { ShowcasePanel } from './ShowcasePanel';
import { StatusStrip } from './StatusStrip';
import { TeamMessage } from './TeamMessage';
import * as styles from './project-card.css';

/** One project on the customer dashboard, with every field, panel and action of the spec. */
export function ProjectCard({
  project,
  unread,
  customerEmail,
}: {
  project: Project;
  unread: number;
  customerEmail: string;
}) {
  const detailsId = useId();
  const [showDetails, setShowDetails] = useState(false);
  const [messagesOpen, setMessagesOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [approveOpen, setApproveOpen] = useState(false);

  const state = lifecycleOf(project);
  const editable = state !== null && canEdit(state);
  const deletable = state !== null && canDelete(state, 'customer');
  const isQuoted = state?.status === 'quoted';
  const hasQuote = project.quoteAmount !== null;
  const quotes = useQuotes(project.id, hasQuote);
  const versions = quotes.data?.data ?? [];
  const current = versions.at(-1);
  const standing = current && {
    current: true,
    expired: current.state === 'expired',
    changesRequested: current.changesRequestedAt !== null,
  };
  // Invoices are issued from an accepted quote on.
  const account = usePayments(project.id, project.quoteApproved).data?.data;
  const approvable = state !== null && standing !== undefined && canApprove(state, standing);
  const answers: QuoteAnswer[] =
    state !== null && standing !== undefined
      ? [
          ...(canRequestChanges(state, standing) ? (['changes'] as const) : []),
          ...(canDecline(state, standing) ? (['decline'] as const) : []),
        ]
      : [];
  const [answer, setAnswer] = useState<QuoteAnswer | null>(null);
  const type = project.furnitureType ? furnitureTypeLabel(project.furnitureType) : null;
  const updated =
    Math.abs(Date.parse(project.updatedAt) - Date.parse(project.createdAt)) >= 1000
      ? formatDateTime(project.updatedAt)
      : '';
  const label = `Project #${project.id}${type ? ` · ${type}` : ''}`;
  const title = projectTitle(project.description) ?? (type ? `Custom ${type}` : 'Custom furniture');

  return (
    <article
      className={styles.card}
      aria-labelledby={`project-${project.id}-number project-${project.id}`}
      data-testid={`project-${project.id}`}
    >
      <div className={styles.head}>
        <p id={`project-${project.id}-number`} className={styles.number}>
          {label}
        </p>
        <h2 id={`project-${project.id}`} className={styles.title}>
          {title}
        </h2>
        <p className={styles.dates}>
          <span>
            Submitted <time dateTime={project.createdAt}>{formatDateTime(project.createdAt)}</time>
          </span>
          {updated && (
            <span>
              Updated <time dateTime={project.updatedAt}>{updated}</time>
            </span>
          )}
        </p>
      </div>

      <div className={project.imagePath ? `${styles.body} ${styles.bodyWithImage}` : styles.body}>
        <div className={styles.mainColumn}>
          {state && (
            <ProcessSteps state={state} quote={current} projectId={project.id} account={account} />
          )}

          <StatusStrip project={project} quote={current} />

          <CompletionNote project={project} />

          <ReviewPanel project={project} />

          <ShowcasePanel project={project} />

          {hasQuote && (isQuoted || state?.status === 'declined' || project.quoteApproved) && (
            <QuotePanel
              project={project}
              versions={versions}
              acceptance={quotes.data?.acceptance ?? null}
              requestDesign={quotes.data?.requestDesign ?? null}
              onApprove={approvable ? () => setApproveOpen(true) : null}
              answers={answers}
              onAnswer={setAnswer}
            />
          )}

          {account && account.invoices.length > 0 && (
            <PaymentsPanel
              projectId={project.id}
              account={account}
              level={3}
              labelledBy={`project-${project.id}-number`}
            />
          )}

          <TeamMessage project={project} />

          <ProjectProgress projectId={project.id} status={project.status} />

          <dl className={styles.facts}>
            <Fact term="Contact Name" value={project.fullName} />
            <Fact term="Email" value={project.email} wide />
            <Fact term="Phone" value={project.phone} />
            <Fact term="Furniture Type" value={type} />
            <Fact
              term="Budget Range"
              value={project.budgetRange ? budgetLabel(project.budgetRange) : null}
            />
            <Fact term="Timeline" value={projectTimelineLabel(project.timeline)} />
          </dl>

          {showDetails && <ProjectDetails id={detailsId} project={project} />}
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
        <EditProjectDialog project={project} open={editOpen} onOpenChange={setEditOpen} />
      )}
      <DeleteProjectDialog
        project={project}
        customerEmail={customerEmail}
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
      />
      {current && (
        <>
          <ApproveQuoteDialog
            project={project}
            quote={current}
            open={approveOpen}
            onOpenChange={setApproveOpen}
          />
          <QuoteAnswerDialog
            answer={answer}
            project={project}
            quote={current}
            onClose={() => setAnswer(null)}
          />
        </>
      )}
    </article>
  );
}
