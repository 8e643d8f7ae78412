import { useState } from 'react';
import type { Project } from '../../api/projects';
import { visuallyHidden } from '../../design/recipes.css';
import { Icon } from '../../ui/Icon';
import { imageUrl } from './project';
import * as styles from './project-image.css';

/** The inspiration image, 'Image not available' when it cannot load, and a full-size link. */
export function ProjectImage({ project }: { project: Project }) {
  const [failed, setFailed] = useState(false);
  if (!project.imagePath) return null;
  const url = imageUrl(project.imagePath);
  return (
    <figure className={styles.figure}>
      {failed ? (
        <div className={styles.fallback} role="img" aria-label="Image not available">
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
