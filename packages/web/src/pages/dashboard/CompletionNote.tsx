import type { Project } from '../../api/projects';
import { Icon } from '../../ui/Icon';
import * as panel from './panel.css';
import * as styles from './team-message.css';

/** The workshop's note on completing the project, in a panel of its own on the card. */
export function CompletionNote({ project }: { project: Project }) {
  if (project.status !== 'completed' || !project.completionNote) return null;
  return (
    <section className={styles.messagePanel} aria-labelledby={`completion-${project.id}`}>
      <h3 id={`completion-${project.id}`} className={panel.title}>
        <Icon name="check" />
        Completion Note
      </h3>
      <blockquote className={styles.blockquote}>{project.completionNote}</blockquote>
      <p className={styles.signature}>— The workshop team, on completing your piece</p>
    </section>
  );
}
