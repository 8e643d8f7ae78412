import { Button } from '../../ui/Button';
import * as styles from './image-problem.css';
import type { WizardDraftImage } from './types';

/**
 * The server refused the image after the visitor had moved on (a slow upload on a phone): said
 * on whatever step they are, with the way back to the image step to replace or remove it.
 */
export function ImageProblem({
  image,
  onFix,
}: {
  readonly image: Extract<WizardDraftImage, { status: 'refused' }>;
  readonly onFix: () => void;
}) {
  return (
    <div className={styles.problem} role="alert">
      <p>
        <strong>We could not use your inspiration image, {image.file.name}:</strong> {image.error}
      </p>
      <Button tone="secondary" size="sm" onClick={onFix}>
        Replace or remove it
      </Button>
    </div>
  );
}
