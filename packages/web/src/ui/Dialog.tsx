import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { Icon } from './Icon';
import { trackDialog } from './open-dialogs';
import * as styles from './dialog.css';

export interface DialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  /** Read out with the title; keep it short. */
  readonly description?: ReactNode;
  readonly children: ReactNode;
  /** Buttons under the scrolling body. */
  readonly footer?: ReactNode;
  readonly size?: 'sm' | 'md' | 'lg';
  /** Where focus goes when the dialog opens (Radix focuses the first control otherwise). */
  readonly onOpenAutoFocus?: (event: Event) => void;
  readonly contentProps?: { readonly 'data-testid'?: string };
}

/**
 * A modal dialog on Radix Dialog: focus is trapped inside and returned to the opener, Escape
 * and the close button dismiss it, the page behind is inert to assistive technology. Radix
 * returns focus only to its own Trigger; these dialogs open from any button, so the element
 * that had focus when it opened gets it back.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  onOpenAutoFocus,
  contentProps,
}: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={trackDialog}
          className={styles.content[size]}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...contentProps}
        >
          <div className={styles.header}>
            <div>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className={styles.description}>
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close className={styles.close} aria-label="Close">
              <Icon name="close" />
            </RadixDialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
