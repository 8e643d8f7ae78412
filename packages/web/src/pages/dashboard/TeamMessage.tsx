import type { Project } from '../../api/projects';
import { formatDateTime } from '../../lib/dates';
import { Icon } from '../../ui/Icon';
import * as panel from './panel.css';
import * as styles from './team-message.css';

/** The workshop's latest message about the project, signed, when there is one. */
export function TeamMessage({ project }: { project: Project }) {
  if (!project.adminMessage) return null;
  return (
    <section className={styles.messagePanel} aria-labelledby={`team-${project.id}`}>
      <h3 id={`team-${project.id}`} className={panel.title}>
        <Icon name="message" />
        Message from Our Team
      </h3>
      <blockquote className={styles.blockquote}>{project.adminMessage}</blockquote>
      <p className={styles.signature}>
        {project.adminMessageSentBy ? `— ${project.adminMessageSentBy}` : '— The workshop team'}
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
  );
}
