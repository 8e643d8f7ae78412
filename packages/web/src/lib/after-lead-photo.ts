/** The longest hydration waits for the landing's first photograph, whatever happens. */
const MAX_WAIT_MS = 3000;
/** After the photograph loaded, how long to wait for the browser to report it painted. */
const REPORT_WAIT_MS = 500;

/** The frame after this one, then the task after it: what was drawn is on screen by then. */
const afterNextPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/**
 * Runs `then` once the visitor can see the landing's first photograph (the hero's,
 * `fetchpriority="high"`): when the browser reports it as a largest contentful paint (the
 * report comes once it is on screen, which on a busy phone is well after it was drawn), or
 * shortly after it loaded where no such report comes (the photo is not the largest thing on a
 * wide screen; a browser without the report), or at most 3 s on. Without a photograph, after
 * the next paint. Hydrating the landing is the longest task a slow phone runs on it and nothing
 * reaches the screen during it: the photograph the visitor came for goes first.
 */
export function afterLeadPhoto(then: () => void): void {
  const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!photo) {
    afterNextPaint(then);
    return;
  }
  let done = false;
  let observer: PerformanceObserver | undefined;
  const go = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    setTimeout(then, 0);
  };
  setTimeout(go, MAX_WAIT_MS);
  const reported = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
  if (reported) {
    observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as LargestContentfulPaint[];
      if (entries.some((entry) => entry.element === photo)) go();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  const loaded = () => (reported ? setTimeout(go, REPORT_WAIT_MS) : afterNextPaint(go));
  if (photo.complete) loaded();
  else {
    photo.addEventListener('load', loaded, { once: true });
    photo.addEventListener('error', go, { once: true });
  }
}
