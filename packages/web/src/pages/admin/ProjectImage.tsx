import { useState } from 'react';
import { visuallyHidden } from '../../design/recipes.css';
import { Icon } from '../../ui/Icon';
import * as styles from './project-image.css';

/**
 * The uploaded image, as on the customer dashboard: from /uploads/{imagePath}, 'Image not
 * available' when it cannot be loaded, and 'View Full Size' opening it in a new tab.
 */
export function ProjectImage({
  projectId,
  imagePath,
  originalName,
}: {
  projectId: number;
  imagePath: string;
  originalName?: string | null;
}) {
  const [failed, setFailed] = useState(false);
  const src = `/uploads/${encodeURIComponent(imagePath)}`;
  return (
    <>
      {failed ? (
        <div className={styles.imageFallback} role="img" aria-label="Image not available">
          <Icon name="image" />
          <span aria-hidden="true">Image not available</span>
        </div>
      ) : (
        <img
          className={styles.image}
          src={src}
          alt={`Image uploaded for project #${projectId}${originalName ? ` (${originalName})` : ''}`}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
      <a className={styles.fullSize} href={src} target="_blank" rel="noopener noreferrer">
        View Full Size
        <Icon name="external" size={16} />
        <span className={visuallyHidden}> (opens in a new tab)</span>
      </a>
    </>
  );
}
