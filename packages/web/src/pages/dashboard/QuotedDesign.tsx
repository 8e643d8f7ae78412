import { buildPieceModel, designChanges, designSpecification } from '@workshop/domain';
import { quotedDesignOf, type QuotedDesignAnswer } from '../../api/quotes';
import { PieceDrawing } from '../../features/piece/PieceDrawing';
import * as text from './text.css';
import * as styles from './quote-panel.css';

interface QuotedDesignProps {
  /** The design the current version prices. */
  readonly design: QuotedDesignAnswer | null;
  /** The design the customer sent from the wizard. */
  readonly requested: QuotedDesignAnswer | null;
  /** The design the version before priced, with its number, when there is one. */
  readonly previous: {
    readonly version: number;
    readonly design: QuotedDesignAnswer | null;
  } | null;
}

/** A list of changes under its heading, or nothing when there are none. */
function Changes({ heading, lines, testId }: { heading: string; lines: string[]; testId: string }) {
  if (lines.length === 0) return null;
  return (
    <div data-testid={testId}>
      <h5 className={styles.changesHeading}>{heading}</h5>
      <ul className={styles.changes}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The piece the quote prices, drawn as the wizard drew it, specified, and what changed from
 * what the customer asked for and from the version before: what they sign is what they see.
 */
export function QuotedDesign({ design, requested, previous }: QuotedDesignProps) {
  const quoted = quotedDesignOf(design);
  if (!quoted) return null;
  const asked = quotedDesignOf(requested);
  const before = quotedDesignOf(previous?.design);
  return (
    <div className={styles.design} data-testid="quoted-design">
      <h4 className={text.heading}>The piece we quoted</h4>
      <PieceDrawing model={buildPieceModel(quoted)} className={styles.drawing} />
      <dl className={styles.spec}>
        {designSpecification(quoted).map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {asked && (
        <Changes
          heading="Changed from your request"
          lines={designChanges(asked, quoted)}
          testId="changes-from-request"
        />
      )}
      {previous && before && (
        <Changes
          heading={`Changed from version ${previous.version}`}
          lines={designChanges(before, quoted)}
          testId="changes-from-previous"
        />
      )}
    </div>
  );
}
