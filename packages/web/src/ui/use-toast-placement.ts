import { useLayoutEffect, useState, type RefObject } from 'react';
import { useTopDialog } from './open-dialogs';
import { placeToasts, TOAST_ROOM_PROPERTY, type ToastPlacement } from './toast-placement';

const CORNER: ToastPlacement = { edge: 'bottom' };

const widthOf = (placement: ToastPlacement) =>
  placement.edge === 'bottom' ? placement.width : undefined;

const samePlacement = (a: ToastPlacement, b: ToastPlacement) =>
  a.edge === b.edge && widthOf(a) === widthOf(b);

/** What a rem is in px: the visitor's default font size moves it. */
function remPx(): number {
  const size = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? size : 16;
}

/**
 * Where the toasts sit (toast-placement.ts), kept up to date as dialogs open and close and the
 * screen turns. While a toast `showing` sits at the top edge, the dialogs leave the toasts'
 * height free there: `viewport` is measured, so a toast with a longer text gets more room.
 */
export function useToastPlacement(
  showing: boolean,
  viewport: RefObject<HTMLOListElement | null>,
): ToastPlacement {
  const dialog = useTopDialog();
  const [placement, setPlacement] = useState<ToastPlacement>(CORNER);

  useLayoutEffect(() => {
    if (!dialog) {
      setPlacement(CORNER);
      return undefined;
    }
    const update = () => {
      const next = placeToasts({
        // The width fixed elements are laid out in: the screen less any scroll bar.
        screenWidth: document.documentElement.clientWidth,
        dialogRight: dialog.getBoundingClientRect().right,
        remPx: remPx(),
      });
      setPlacement((current) => (samePlacement(current, next) ? current : next));
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [dialog]);

  const atTop = showing && placement.edge === 'top';
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!atTop || !element) return undefined;
    const root = document.documentElement.style;
    const reserve = () => root.setProperty(TOAST_ROOM_PROPERTY, `${element.offsetHeight}px`);
    reserve();
    // jsdom has no ResizeObserver; it lays nothing out either.
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(TOAST_ROOM_PROPERTY);
    };
  }, [atTop, viewport]);

  return placement;
}
