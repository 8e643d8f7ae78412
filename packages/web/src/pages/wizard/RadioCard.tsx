import { useId, type ReactNode } from 'react';
import type { Look } from '@workshop/domain';
import * as styles from './choices.css';

interface RadioCardProps {
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
  readonly onSelect: () => void;
  /** The radio's accessible name (the card's title). */
  readonly title: ReactNode;
  /** Read as the radio's description; may hold lists. */
  readonly children?: ReactNode;
  readonly icon?: ReactNode;
}

/**
 * A card that is a native radio button: Tab enters the group, arrow keys move and select,
 * and a tap anywhere on the card selects it.
 */
export function RadioCard({
  name,
  value,
  checked,
  onSelect,
  title,
  children,
  icon,
}: RadioCardProps) {
  const id = useId();
  const className = [styles.choiceCard, checked ? styles.choiceCardSelected : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <input
        id={id}
        type="radio"
        className={styles.hiddenInput}
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        aria-describedby={children ? `${id}-description` : undefined}
      />
      <span
        className={[styles.radioMark, checked ? styles.radioMarkChecked : ''].join(' ')}
        aria-hidden="true"
      />
      <div className={styles.cardText}>
        <div className={styles.cardHead}>
          {icon}
          <label htmlFor={id} className={styles.cardName}>
            {title}
          </label>
        </div>
        {children && (
          <div id={`${id}-description`} className={styles.cardText}>
            {children}
          </div>
        )}
      </div>
    </div>
  );
}

interface ChipProps {
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
  readonly onSelect: () => void;
  readonly label: string;
  /** The material's colour and grain, shown as a swatch before its name. */
  readonly look?: Look;
}

/** A small pill-shaped radio, for the specific material and finish. */
export function RadioChip({ name, value, checked, onSelect, label, look }: ChipProps) {
  return (
    <label className={[styles.chip, checked ? styles.chipSelected : ''].join(' ')}>
      {look && (
        <span
          className={styles.swatch}
          aria-hidden="true"
          style={{
            background: look.grain
              ? `repeating-linear-gradient(100deg, ${look.fill} 0 3px, ${look.grain} 3px 4px, ${look.fill} 4px 7px)`
              : look.fill,
          }}
        />
      )}
      <input
        type="radio"
        className={styles.hiddenInput}
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
      />
      {label}
    </label>
  );
}
