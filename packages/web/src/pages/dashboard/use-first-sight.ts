import { useEffect, useRef, type RefObject } from 'react';

/** How much of the element must be on screen to count as seen. */
const SEEN = 0.9;

/**
 * Calls `onSeen` once per `key` when `target` first stands (almost) wholly on screen while the
 * page is visible: what a person has in front of them, not what a render produced, nor a card
 * in a tab in the background. A null key watches nothing. Without IntersectionObserver nothing
 * is reported: guessing would be the render counting again.
 */
export function useFirstSight(
  target: RefObject<Element | null>,
  key: string | null,
  onSeen: () => void,
): void {
  const latest = useRef(onSeen);
  latest.current = onSeen;

  useEffect(() => {
    const node = target.current;
    if (key === null || !node || typeof IntersectionObserver !== 'function') return;
    let inView = false;
    const observer = new IntersectionObserver(
      (entries) => {
        inView = entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SEEN);
        check();
      },
      { threshold: SEEN },
    );
    const stop = () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', check);
    };
    function check() {
      if (!inView || document.visibilityState !== 'visible') return;
      stop();
      latest.current();
    }
    observer.observe(node);
    document.addEventListener('visibilitychange', check);
    return stop;
  }, [target, key]);
}
