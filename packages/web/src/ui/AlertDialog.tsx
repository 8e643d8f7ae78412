import type { ReactNode } from 'react';
import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import { button } from '../design/recipes.css';
import { Icon } from './Icon';
import { trackDialog } from './open-dialogs';
import * as styles from './dialog.css';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  readonly description: ReactNode;
  readonly confirmLabel: string;
  readonly pendingLabel?: string;
  readonly cancelLabel?: string;
  readonly onConfirm: () => void;
  readonly pending?: boolean;
  readonly tone?: 'danger' | 'primary';
}

/**
 * A confirmation on Radix AlertDialog: it cannot be dismissed by clicking outside, and focus
 * starts on Cancel so a stray Enter never confirms a destructive action.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  pending = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={styles.overlay} />
        <RadixAlertDialog.Content ref={trackDialog} className={styles.content.sm}>
          <div className={styles.alertBody}>
            {tone === 'danger' && (
              <span className={styles.alertIcon}>
                <Icon name="alert" />
              </span>
            )}
            <RadixAlertDialog.Title className={styles.title}>{title}</RadixAlertDialog.Title>
            <RadixAlertDialog.Description asChild>
              <div className={styles.alertText}>{description}</div>
            </RadixAlertDialog.Description>
          </div>
          <div className={styles.footer}>
            <RadixAlertDialog.Cancel className={button({ tone: 'secondary' })} disabled={pending}>
              {cancelLabel}
            </RadixAlertDialog.Cancel>
            <button
              type="button"
              className={button({ tone })}
              disabled={pending}
              onClick={onConfirm}
            >
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </button>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
