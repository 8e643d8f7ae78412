/**
 * What the server wrote into the page as JSON in the element `id`; undefined outside a
 * browser, without the element, or when it does not parse.
 */
export function servedJson<T>(id: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
