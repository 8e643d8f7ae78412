import { Toast } from 'radix-ui';
import { dismissToast, TOAST_DURATION, useToasts } from './toast-store';
import * as styles from './toaster.css';

/** Whether a dialog is open under the toasts. */
const dialogOpen = () =>
  document.querySelector(
    '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
  ) !== null;

/**
 * A toast is the top layer while it shows, so Radix gives it the first Escape. Over an open
 * dialog the person means the dialog: the toast closes, and the same Escape goes on to the
 * dialog once the toast's layer is gone.
 */
function passEscapeToDialog(): void {
  if (!dialogOpen()) return;
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    ),
  );
}

/** Radix toasts: 5 s each, swipe right past 50 px to dismiss, F8 jumps to them. */
export function Toaster() {
  const toasts = useToasts();
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
      <Toast.Viewport className={styles.viewport} hotkey={['F8']} />
    </Toast.Provider>
  );
}
