import { useRef } from 'react';
import { Toast } from 'radix-ui';
import { hasOpenDialog } from './open-dialogs';
import { dismissToast, TOAST_DURATION, useToasts } from './toast-store';
import { useToastPlacement } from './use-toast-placement';
import * as styles from './toaster.css';

/**
 * A toast is the top layer while it shows, so Radix gives it the first Escape. Over an open
 * dialog the person means the dialog: the toast closes, and the same Escape goes on to the
 * dialog once the toast's layer is gone.
 */
function passEscapeToDialog(): void {
  if (!hasOpenDialog()) return;
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    ),
  );
}

/**
 * Radix toasts: 5 s each, swipe right past 50 px to dismiss, F8 jumps to them. Over an open
 * dialog they sit where they cover none of it (use-toast-placement.ts).
 */
export function Toaster() {
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  const placement = useToastPlacement(
    toasts.some((item) => item.open),
    viewport,
  );
  return (
    <Toast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={
            item.variant === 'destructive' ? `${styles.root} ${styles.destructive}` : styles.root
          }
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onEscapeKeyDown={passEscapeToDialog}
        >
          <div>
            <Toast.Title className={styles.title}>{item.title}</Toast.Title>
            {item.description && (
              <Toast.Description className={styles.description}>
                {item.description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close className={styles.close} aria-label="Close">
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        ref={viewport}
        className={styles.viewport}
        data-edge={placement.edge}
        style={placement.edge === 'bottom' && placement.width ? { width: placement.width } : {}}
        hotkey={['F8']}
      />
    </Toast.Provider>
  );
}
