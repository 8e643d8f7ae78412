import { api, formData, unwrap, type JsonBody } from './client';
import { withIdempotencyKey } from './idempotency-key';
import type { components } from './schema.gen';

type DraftForm = components['schemas']['CustomizationForm'];
type RequestForm = components['schemas']['RequestForm'];
type DraftImageForm = components['schemas']['DraftImageForm'];

/** An image on the draft: its reference and the name it was uploaded with. */
export type DraftImage = components['schemas']['DraftImage'];

/**
 * The wizard's text fields come from the domain's payload builders (customizationPayload,
 * requestPayload) as a plain record: the domain cannot see this package's generated types. These
 * are the fields of the contract's multipart forms.
 */
function fields(
  record: Readonly<Record<string, string>>,
  image?: Blob | null,
): Record<string, string | Blob> {
  return image ? { ...record, image } : { ...record };
}

/** The draft save sent by Next on steps 1-7: POST /api/customizations, text only. */
export function saveCustomization(record: Readonly<Record<string, string>>) {
  return withIdempotencyKey('POST /api/customizations', record, (header) =>
    unwrap(
      api.POST('/api/customizations', {
        params: { header },
        body: fields(record) as DraftForm,
        bodySerializer: formData,
      }),
    ),
  );
}

/**
 * The inspiration image, uploaded once, as soon as it is chosen: POST
 * /api/customizations/image puts it on the session's draft and answers its reference.
 */
export function uploadDraftImage(
  draft: { readonly sessionId: string; readonly furnitureType: string; readonly image: Blob },
  signal?: AbortSignal,
) {
  const body: DraftImageForm = { ...draft };
  return withIdempotencyKey('POST /api/customizations/image', body, (header) =>
    unwrap(
      api.POST('/api/customizations/image', {
        params: { header },
        body,
        bodySerializer: formData,
        signal,
      }),
    ),
  );
}

/** Takes an image the visitor removed off the draft (if it is still the draft's). */
export function removeDraftImage(body: JsonBody<'/api/customizations/image', 'delete'>) {
  return unwrap(api.DELETE('/api/customizations/image', { body }));
}

/**
 * A project request: POST /api/furniture-requests, multipart. The wizard names its image by
 * reference; the quick request form on / sends its file.
 */
export function submitRequest(record: Readonly<Record<string, string>>, image?: Blob | null) {
  const body = fields(record, image);
  return withIdempotencyKey('POST /api/furniture-requests', body, (header) =>
    unwrap(
      api.POST('/api/furniture-requests', {
        params: { header },
        body: body as RequestForm,
        bodySerializer: formData,
      }),
    ),
  );
}

/** A saved draft read back to restore the wizard: the design, notes and image, no contact. */
export type SavedDraft = components['schemas']['SavedDraft'];

/**
 * What GET /api/customizations says of a session: its draft, none saved yet (the visitor never
 * left step 1), or submitted already (the wizard starts a new design).
 */
export type SavedDraftAnswer =
  | { readonly kind: 'draft'; readonly draft: SavedDraft }
  | { readonly kind: 'none' }
  | { readonly kind: 'submitted' };

export async function loadSavedDraft(sessionId: string): Promise<SavedDraftAnswer> {
  const { data, response } = await api.GET('/api/customizations', {
    params: { query: { sessionId } },
  });
  if (response.ok && data) return { kind: 'draft', draft: data.draft };
  if (response.status === 409) return { kind: 'submitted' };
  return { kind: 'none' };
}
