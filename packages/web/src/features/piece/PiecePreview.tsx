import type { PieceModel } from '@workshop/domain';
import { PieceDrawing } from './PieceDrawing';
import * as styles from './piece-preview.css';

interface PiecePreviewProps {
  readonly model: PieceModel;
  /** What the * on a typical size means here. */
  readonly typicalNote: string;
  readonly width?: number;
  readonly maxHeight?: number;
}

/** The drawing with the key to its typical sizes, when it has any. */
export function PiecePreview({ model, typicalNote, width, maxHeight }: PiecePreviewProps) {
  const typical = model.size.some((entry) => entry.typical);
  return (
    <figure className={styles.figure}>
      <PieceDrawing model={model} width={width} maxHeight={maxHeight} />
      {typical && <figcaption className={styles.note}>{typicalNote}</figcaption>}
    </figure>
  );
}
