import { useId, type ReactNode } from 'react';
import { usePriceList } from '../../api/price-list';
import {
  buildPieceModel,
  buildRequestDescription,
  estimatePrice,
  formatPriceRange,
  pieceDesignOf,
  CONSTRUCTION_MATERIAL_OPTIONS,
  DESCRIPTION_MAX_LENGTH,
  formatDimension,
  furnitureTypeLabel,
  STYLE_OPTIONS,
  summarizeDimensions,
  SURFACE_FINISH_OPTIONS,
  leavesText,
  TABLE_BASE_OPTIONS,
  tableOptionsOf,
  type WizardDraft,
  type WizardStep,
} from '@workshop/domain';
import { PiecePreview } from '../../features/piece/PiecePreview';
import { PriceEstimate } from '../../features/piece/PriceEstimate';
import * as fields from './fields.css';
import * as styles from './step-review.css';
import type { WizardDraftImage } from './types';
import { isRestoredImage } from './restored-image';
import { useObjectUrl } from './use-object-url';
import { QUOTE_IS_FINAL, TYPICAL_NOTE } from './WizardPreview';

interface RowProps {
  readonly term: string;
  /** The step that asks for it: Edit goes back there in one click. */
  readonly step: WizardStep;
  readonly onEdit: (step: WizardStep) => void;
  readonly children: ReactNode;
}

function Row({ term, step, onEdit, children }: RowProps) {
  return (
    <div className={`${fields.summaryRow} ${styles.row}`}>
      <dt className={`${fields.summaryTerm} ${styles.term}`}>{term}</dt>
      <dd className={`${fields.summaryValue} ${styles.value}`}>{children}</dd>
      <dd className={styles.editCell}>
        <button
          type="button"
          className={styles.edit}
          aria-label={`Edit ${term}`}
          onClick={() => onEdit(step)}
        >
          Edit
        </button>
      </dd>
    </div>
  );
}

function Muted({ children }: { readonly children: ReactNode }) {
  return <span className={fields.summaryMuted}>{children}</span>;
}

function optionName(options: readonly { value: string; name: string }[], value: string) {
  return options.find((option) => option.value === value)?.name ?? value;
}

function Dimensions({ draft }: { readonly draft: WizardDraft }) {
  const summary = summarizeDimensions(JSON.stringify(draft.dimensions), draft.furnitureType);
  if (summary.kind !== 'dimensions') return <Muted>{summary.message}</Muted>;
  return (
    <ul className={fields.summaryList}>
      {summary.entries.map((entry) => (
        <li key={entry.field.key}>{formatDimension(entry)}</li>
      ))}
    </ul>
  );
}

/**
 * The picture itself, as the workshop will see it; a restored draft's image lives only on the
 * server, so it is named instead.
 */
function ReviewImage({ file }: { readonly file: WizardDraftImage['file'] }) {
  const url = useObjectUrl(isRestoredImage(file) ? null : file);
  return (
    <span className={styles.image}>
      {url && <img className={styles.thumbnail} src={url} alt="" />}
      <span>{file.name}</span>
    </span>
  );
}

interface StepReviewProps {
  readonly draft: WizardDraft;
  readonly image: WizardDraftImage | null;
  readonly onEdit: (step: WizardStep) => void;
}

/** Step 7: every choice, and what happens once the request is sent. */
export function StepReview({ draft, image, onEdit }: StepReviewProps) {
  const edit = { onEdit };
  const id = useId();
  const material =
    draft.constructionMaterial === ''
      ? undefined
      : CONSTRUCTION_MATERIAL_OPTIONS[draft.constructionMaterial];
  const finish =
    draft.surfaceFinish === '' ? undefined : SURFACE_FINISH_OPTIONS[draft.surfaceFinish];
  const overflow = buildRequestDescription(draft).length - DESCRIPTION_MAX_LENGTH;
  const design = pieceDesignOf(draft);
  const prices = usePriceList();

  return (
    <div className={fields.stack}>
      {design && (
        <section className={styles.piece} aria-labelledby={`${id}-piece`}>
          <h3 id={`${id}-piece`} className={fields.infoTitle}>
            Your piece
          </h3>
          <PiecePreview model={buildPieceModel(design)} typicalNote={TYPICAL_NOTE} />
          <PriceEstimate
            range={formatPriceRange(estimatePrice(design, prices))}
            note={QUOTE_IS_FINAL}
          />
        </section>
      )}
      <dl className={fields.summary} aria-label="Your design">
        <Row term="Furniture Type" step={1} {...edit}>
          {draft.furnitureType ? (
            furnitureTypeLabel(draft.furnitureType)
          ) : (
            <Muted>Not chosen</Muted>
          )}
        </Row>
        <Row term="Style" step={3} {...edit}>
          {draft.style ? STYLE_OPTIONS[draft.style].name : <Muted>Not chosen</Muted>}
        </Row>
        <Row term="Inspiration Image" step={2} {...edit}>
          {image ? (
            image.status === 'refused' ? (
              <Muted>{image.file.name} could not be used</Muted>
            ) : (
              <ReviewImage file={image.file} />
            )
          ) : (
            <Muted>No image uploaded</Muted>
          )}
        </Row>
        <Row term="Construction Material" step={4} {...edit}>
          {material ? `${material.name} (${material.subtitle})` : <Muted>Not chosen</Muted>}
        </Row>
        <Row term="Specific Material" step={4} {...edit}>
          {material && draft.specificMaterial ? (
            optionName(material.options, draft.specificMaterial)
          ) : (
            <Muted>Not chosen</Muted>
          )}
        </Row>
        <Row term="Surface Finish" step={4} {...edit}>
          {finish ? finish.name : <Muted>Not chosen</Muted>}
        </Row>
        <Row term="Finish Details" step={4} {...edit}>
          {finish && draft.specificFinish ? (
            optionName(finish.options, draft.specificFinish)
          ) : (
            <Muted>Not chosen</Muted>
          )}
        </Row>
        <Row term="Dimensions" step={5} {...edit}>
          <Dimensions draft={draft} />
        </Row>
        <Row term="Special Features" step={6} {...edit}>
          {draft.features.length > 0 ? draft.features.join(', ') : <Muted>None selected</Muted>}
        </Row>
        {draft.furnitureType === 'table' && (
          <Row term="Base and Leaves" step={6} {...edit}>
            {[
              TABLE_BASE_OPTIONS[tableOptionsOf(draft).base].name,
              leavesText(tableOptionsOf(draft)) || 'no leaves',
            ].join(', ')}
          </Row>
        )}
        <Row term="Additional Notes" step={6} {...edit}>
          {draft.notes.trim() ? draft.notes.trim() : <Muted>None</Muted>}
        </Row>
      </dl>

      {overflow > 0 && (
        <p className={fields.alert} role="alert">
          Your design summary is {overflow} {overflow === 1 ? 'character' : 'characters'} too long
          to send: please start over with fewer details.
        </p>
      )}

      <section className={fields.infoBox} aria-labelledby={`${id}-next`}>
        <h3 id={`${id}-next`} className={fields.infoTitle}>
          What&apos;s Next?
        </h3>
        <ol className={fields.infoList}>
          <li>Our team reviews your design within 24 hours.</li>
          <li>You receive a detailed quote and timeline.</li>
          <li>We schedule a consultation to finalize the details.</li>
          <li>Production begins upon your approval.</li>
        </ol>
      </section>
    </div>
  );
}
