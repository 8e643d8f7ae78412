import type { Project } from '../../api/projects';
import * as text from './text.css';
import * as styles from './project-details.css';

/**
 * What View Details opens: the customer's own words, as their request said them (the
 * description, and their notes in full). They are the request, never the quote: the quote
 * panel shows what the workshop wrote. A completion note is the workshop's: on the card, in
 * its panel.
 */
export function ProjectDetails({ id, project }: { id: string; project: Project }) {
  const notes = project.notes === project.completionNote ? null : project.notes;
  return (
    <div id={id} className={styles.details}>
      <section aria-labelledby={`${id}-request`}>
        <h3 id={`${id}-request`} className={text.heading}>
          Your request said
        </h3>
        {project.description ? (
          <p className={text.longText}>{project.description}</p>
        ) : (
          <p className={text.unset}>No description provided.</p>
        )}
        {notes && <p className={`${text.longText} ${styles.notes}`}>{notes}</p>}
      </section>
    </div>
  );
}
