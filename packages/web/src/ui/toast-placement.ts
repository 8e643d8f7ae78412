/** The toasts' column at a screen's bottom right corner, padding included (whole width on phones). */
export const TOAST_WIDTH_REM = 26;

/** Narrower than this, a toast's words wrap to too many lines to sit beside a dialog. */
export const BESIDE_DIALOG_MIN_REM = 18;

/**
 * The height a dialog leaves free at the top of the screen for the toasts over it, set on the
 * root element while they sit there (dialog.css.ts reads it; unset, nothing is reserved).
 */
export const TOAST_ROOM_PROPERTY = '--toast-room';

/**
 * Where the toasts go. `bottom`: their corner, as narrow as `width` (px) when given, beside an
 * open dialog. `top`: across the top edge, above an open dialog, which gives up that height.
 */
export type ToastPlacement =
  { readonly edge: 'bottom'; readonly width?: number } | { readonly edge: 'top' };

export interface ToastPlacementInput {
  /** The screen's width, px. */
  readonly screenWidth: number;
  /** The right edge of the dialog on top, px from the screen's left; none when no dialog is open. */
  readonly dialogRight: number | null;
  /** What a rem is, px. */
  readonly remPx: number;
}

/**
 * A toast never covers what the person must press in an open dialog. Where the dialog leaves a
 * column free at the right (a centred dialog on a wide screen), the toast stays in its corner
 * beside it, as narrow as that column; otherwise (a phone's sheet from the bottom edge, a wide
 * dialog on a tablet) it goes to the top edge and the dialog gives up that height, so it covers
 * neither the dialog's buttons at the bottom nor its title and close button at the top.
 */
export function placeToasts({
  screenWidth,
  dialogRight,
  remPx,
}: ToastPlacementInput): ToastPlacement {
  if (dialogRight === null) return { edge: 'bottom' };
  const column = Math.floor(screenWidth - dialogRight);
  if (column >= Math.min(TOAST_WIDTH_REM * remPx, screenWidth)) return { edge: 'bottom' };
  if (column >= BESIDE_DIALOG_MIN_REM * remPx) return { edge: 'bottom', width: column };
  return { edge: 'top' };
}
