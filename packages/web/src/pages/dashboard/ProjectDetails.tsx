import type { Project } from '../../api/projects';
import * as text from './text.css';
import * as styles from './project-details.css';

/**
 * What View Details opens: the description and the project notes. Notes that are only the
 * completion note (a project without notes of its own) are already on the card, in its panel.
 */
export function ProjectDetails({ id, project }: { id: string; project: Project }) {
  const notes = project.notes === project.completionNote ? null : project.notes;
  return (
    <div id={id} className={styles.details}>
      <div>
        <h3 className={text.heading}>Description</h3>
        {project.description ? (
          <p className={text.longText}>{project.description}</p>
        ) : (
          <p className={text.unset}>No description provided.</p>
        )}
      </div>
      <div>
        <h3 className={text.heading}>Project Notes</h3>
        {notes ? (
          <p className={text.longText}>{notes}</p>
        ) : (
          <p className={text.unset}>
            {project.completionNote ? 'No other notes.' : 'No notes from the workshop yet.'}
          </p>
        )}
      </div>
    </div>
  );
}
