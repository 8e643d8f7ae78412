import type { Project } from '../../api/projects';
import * as text from './text.css';
import * as styles from './project-details.css';

/** What View Details opens: the description and the workshop's project notes. */
export function ProjectDetails({ id, project }: { id: string; project: Project }) {
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
        {project.notes ? (
          <p className={text.longText}>{project.notes}</p>
        ) : (
          <p className={text.unset}>No notes from the workshop yet.</p>
        )}
      </div>
    </div>
  );
}
