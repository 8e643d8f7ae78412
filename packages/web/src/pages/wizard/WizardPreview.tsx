import { useId, useState } from 'react';
import { buildPieceModel, type PieceDesign } from '@workshop/domain';
import { up } from '../../design/media';
import { useMedia } from '../../design/use-media';
import { PiecePreview } from '../../features/piece/PiecePreview';
import { PriceEstimate } from '../../features/piece/PriceEstimate';
import * as styles from './wizard-preview.css';

export const TYPICAL_NOTE = '* A typical size, until you give yours on step 5.';
export const QUOTE_IS_FINAL = 'A guide from our price list: the quote we send you is final.';

/**
 * The drawing's size in its own units, about its width in CSS pixels (the 22rem column beside
 * the step; the strip on a 390 px phone), so its 11-unit labels read at about 11 px.
 */
const DRAWING = {
  wide: { width: 292, maxHeight: 346 },
  strip: { width: 306, maxHeight: 180 },
} as const;

/**
 * The piece as the visitor shapes it, drawn to scale, with its indicative price. Beside the
 * step on a wide screen; on a phone a strip in the page's flow above the step (so it can never
 * cover the Next bar), which folds down to its price.
 */
export function WizardPreview({
  design,
  price,
}: {
  readonly design: PieceDesign | null;
  /** The design's indicative price, worked out once by the page (the Next bar shows it too). */
  readonly price: string | null;
}) {
  const [open, setOpen] = useState(true);
  // Beside the step there is height to spare; the phone's strip keeps the step in sight.
  const wide = useMedia(up('xl'));
  const bodyId = `preview${useId()}`;
  const model = design ? buildPieceModel(design) : null;
  return (
    <aside className={styles.preview} aria-labelledby={`${bodyId}-title`}>
      <div className={styles.bar}>
        <div className={styles.barText}>
          <h2 id={`${bodyId}-title`} className={styles.title}>
            Your piece
          </h2>
          {/* Folded, the strip keeps the price; open, the full line is under the drawing. */}
          {price && !open && <p className={styles.barPrice}>{price}</p>}
        </div>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide drawing' : 'Show drawing'}
        </button>
      </div>
      <div id={bodyId} className={open ? styles.body : `${styles.body} ${styles.folded}`}>
        {model && price ? (
          <>
            <PiecePreview
              model={model}
              typicalNote={TYPICAL_NOTE}
              width={wide ? DRAWING.wide.width : DRAWING.strip.width}
              maxHeight={wide ? DRAWING.wide.maxHeight : DRAWING.strip.maxHeight}
            />
            <PriceEstimate range={price} note={QUOTE_IS_FINAL} live />
          </>
        ) : (
          <p className={styles.empty}>
            Choose a piece and it is drawn here to scale, with its price, as you design it.
          </p>
        )}
      </div>
    </aside>
  );
}
