import { ApiError } from './errors';

/** How far an upload has gone, 0 to 1. */
export type ProgressListener = (fraction: number) => void;

/**
 * POSTs a multipart form and reports how much of it has gone. fetch cannot tell (openapi-fetch
 * neither): XMLHttpRequest's upload events can. Answers like `unwrap`: the JSON body, an
 * ApiError for an error status, a TypeError when nothing answered (read as a network error).
 */
export function postFormWithProgress<T>(
  path: string,
  form: FormData,
  {
    onProgress,
    headers = {},
  }: { onProgress?: ProgressListener | undefined; headers?: Readonly<Record<string, string>> } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
      } else {
        reject(new ApiError(xhr.status, body, xhr.statusText));
      }
    });
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () => reject(new TypeError('Upload cancelled')));
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
