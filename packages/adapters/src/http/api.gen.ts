/**
 * Generated from docs/openapi.yaml by `pnpm --filter @workshop/adapters generate:api`; do not
 * edit. The typecheck regenerates it, so a change to the contract reaches every answer's mapper.
 */
export interface paths {
  readonly '/api/customizations': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * Read a wizard draft back by its session id, to restore the wizard
     * @description The design, the notes and the image reference, never the contact details (the session id is the only key the visitor holds). The session id goes in the query, which the request log leaves out.
     */
    readonly get: {
      readonly parameters: {
        readonly query: {
          readonly sessionId: string;
        };
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The saved draft */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly draft: components['schemas']['SavedDraft'];
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        /** @description No draft saved for this session */
        readonly 404: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['Error'];
          };
        };
        readonly 409: components['responses']['Conflict'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly put?: never;
    /** Save the wizard's draft (steps 1-7), upserted by sessionId */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          readonly 'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'multipart/form-data': components['schemas']['CustomizationForm'];
          readonly 'application/json': components['schemas']['CustomizationFields'];
        };
      };
      readonly responses: {
        /** @description Saved */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              readonly customization: components['schemas']['Customization'];
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 403: components['responses']['Forbidden'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 422: components['responses']['IdempotencyKeyReused'];
        readonly 429: components['responses']['TooManyRequests'];
        readonly 503: components['responses']['UploadsBusy'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/customizations/image': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /**
     * The wizard's inspiration image, uploaded once, as soon as it is chosen
     * @description The image is checked and re-encoded like every upload and put on the session's draft (started with its furniture type if no save has arrived yet), replacing the image it had. Counted like a draft save, and against the drafts' daily bytes per address. The answer's `reference` is the stored name: a request may name it only together with the session id of the draft that holds it.
     */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          readonly 'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'multipart/form-data': components['schemas']['DraftImageForm'];
        };
      };
      readonly responses: {
        /** @description On the draft */
        readonly 201: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              readonly image: components['schemas']['DraftImage'];
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 403: components['responses']['Forbidden'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 422: components['responses']['IdempotencyKeyReused'];
        readonly 429: components['responses']['TooManyRequests'];
        readonly 503: components['responses']['UploadsBusy'];
      };
    };
    /** Takes the image off the draft, if it is still that one, and deletes it */
    readonly delete: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly sessionId: string;
            readonly reference: components['schemas']['ImageReference'];
          };
        };
      };
      readonly responses: {
        readonly 200: components['responses']['Done'];
        readonly 400: components['responses']['BadRequest'];
        readonly 403: components['responses']['Forbidden'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * The admin's list of every request, or the signed-in customer's own projects
     * @description Every request at once (the workshop) or the customer's own projects, newest first, as the spec's list; any other query parameter is ignored. The workshop's pages are GET /api/admin/furniture-requests.
     */
    readonly get: {
      readonly parameters: {
        readonly query?: {
          /** @description Accepted for compatibility and ignored; the session decides whose list it is. */
          readonly customerEmail?: string;
        };
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description Newest first. Customers never receive adminNotes. */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json':
              | readonly components['schemas']['AdminRequest'][]
              | readonly components['schemas']['Project'][];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    /** Submit a project request; the first one from an email creates the account */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          readonly 'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'multipart/form-data': components['schemas']['RequestForm'];
          readonly 'application/json': components['schemas']['NewRequestFields'];
        };
      };
      readonly responses: {
        /** @description Received. The answer is the same whether or not the email already had an account (the emails tell the person), so it cannot be used to find out who is a customer. A repeated submission with the same `sessionId` (two tabs, a double tap) creates nothing and gets the first request's answer, the same 201 and id. */
        readonly 201: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              readonly request: {
                readonly id: number;
              };
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 403: components['responses']['Forbidden'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 422: components['responses']['IdempotencyKeyReused'];
        readonly 429: components['responses']['TooManyRequests'];
        readonly 503: components['responses']['UploadsBusy'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/furniture-requests': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * One page of the workshop's list, with the tabs' figures
     * @description Keyset on created_at, id; 25 requests unless limit says otherwise; every parameter is optional (no status: every status; no sort: newest). See docs/decisions.md.
     */
    readonly get: {
      readonly parameters: {
        readonly query?: {
          /** @description One tab. Every status when absent or empty. */
          readonly status?: components['schemas']['RequestStatus'];
          /** @description newest (default) or oldest by arrival; quote-due puts the overdue new requests (no quote 3 business days after arrival, weekends not counted) first, longest waiting first, then the rest newest first. */
          readonly sort?: 'newest' | 'oldest' | 'quote-due';
          /** @description Search (trimmed; empty means none): case-insensitive in full name, email, description and furniture type, as typed in the phone, or the request number ("812", "#812"). */
          readonly q?: string;
          /** @description Requests per page, 1 to 100; 25 when absent. */
          readonly limit?: number;
          /** @description The previous page's nextCursor, with the same sort; opaque. */
          readonly cursor?: string;
        };
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description One page, newest first unless sort says otherwise. */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['RequestPage'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    /** One project as it is now (the workshop's), for a dialog that acts on it */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The project */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly request: components['schemas']['AdminRequest'];
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    /** The workshop deletes a request, its messages and image */
    readonly delete: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        readonly 200: components['responses']['Done'];
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly options?: never;
    readonly head?: never;
    /** The customer edits their own project while it is new */
    readonly patch: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': components['schemas']['RequestFields'];
        };
      };
      readonly responses: {
        readonly 200: components['responses']['ProjectChanged'];
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/customer-delete': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    readonly post?: never;
    /**
     * The customer deletes their own project until the quote is approved
     * @description A `customerEmail` in the body is ignored.
     */
    readonly delete: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody?: {
        readonly content: {
          readonly 'application/json': {
            /** @description Ignored; the session decides */
            readonly customerEmail?: string;
          };
        };
      };
      readonly responses: {
        readonly 200: components['responses']['Done'];
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/quote': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** The workshop quotes a project: a first quote (new to quoted), a revision while the customer has not answered, or a new version reopening a declined project. Each call is a new version. */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          readonly 'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            /** @example $1,200 - $1,500 */
            readonly quoteAmount: string;
            readonly quoteNotes?: string | null;
            readonly quotedBy: components['schemas']['PersonName'];
            /**
             * Format: date
             * @description The last day the quote is valid (UTC); default 30 days on, at most 365
             */
            readonly validUntil?: string;
            /** @description A firm price in whole cents of the workshop's currency, beside the free-text amount; absent or null for a range, which can still be approved but raises no invoice */
            readonly priceCents?: number | null;
            /** @description The share of the firm price asked up front, the balance due on completion; needs a firm price or lines; absent takes the workshop's default deposit */
            readonly depositPercent?: number | null;
            readonly design?: components['schemas']['QuotedDesignInput'];
            /** @description The quote in lines, the piece first (never optional), then options, delivery, fees and discounts (a negative unit price). Instead of priceCents (both are refused): the firm price is their total before options, with the workshop's sales tax on taxable lines, and quoteAmount is set to it */
            readonly lines?: readonly components['schemas']['QuoteLineInput'][];
            /** @description Why this customer pays no sales tax (a resale certificate); with lines */
            readonly taxExemptReason?: string | null;
          };
        };
      };
      readonly responses: {
        readonly 200: components['responses']['AdminRequestChanged'];
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 422: components['responses']['IdempotencyKeyReused'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/approve': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /**
     * The customer accepts the current quote (quoted to in_progress); an acceptance record is kept that nobody can change
     * @description Without a body (the spec's call) the signed-in customer accepts the current version by click, in the name on the project, and the record and the PDF say so (method `click`). With a body (the dashboard) the customer signs with their typed name (method `typed_signature`); a body without `signatureName` is refused.
     */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          readonly 'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody?: {
        readonly content: {
          readonly 'application/json': {
            readonly signatureName: components['schemas']['PersonName'];
            /** @description The version accepted (default the current one); an older one is refused */
            readonly version?: number;
            /** @description The optional lines ticked, by place in the version's lines (from 0); any other line is refused. The total signed is the lines with these, and the tax */
            readonly chosenLines?: readonly number[];
          };
        };
      };
      readonly responses: {
        readonly 200: components['responses']['ProjectChanged'];
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 422: components['responses']['IdempotencyKeyReused'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/request-changes': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** The customer asks for changes to the current quote; the message joins the thread and the team is emailed (once per version) */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          readonly 'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly message: string;
            readonly version?: number;
          };
        };
      };
      readonly responses: {
        readonly 200: components['responses']['Done'];
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 422: components['responses']['IdempotencyKeyReused'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/decline': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** The customer declines the current quote with a reason (quoted to declined) */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          readonly 'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly reason: string;
            readonly version?: number;
          };
        };
      };
      readonly responses: {
        readonly 200: components['responses']['ProjectChanged'];
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 422: components['responses']['IdempotencyKeyReused'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/quotes': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    /** Every version of the project's quote, oldest first, with its state, and the acceptance (the project's customer and the workshop); only a read */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The versions and the acceptance */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly data: readonly components['schemas']['QuoteVersion'][];
              /** @description The design the customer sent from the wizard, which each version's changes are read from; null for a project sent by the quick form */
              readonly requestDesign: components['schemas']['QuotedDesign'] | null;
              readonly acceptance: components['schemas']['QuoteAcceptance'] | null;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/quotes/{version}/pdf': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
        readonly version: number;
      };
      readonly cookie?: never;
    };
    /**
     * One version of the quote as a PDF (the project's customer and the workshop); only a read: fetching it, from any page, does not count as the customer opening the quote
     * @description Each process keeps the PDFs it drew, by everything they print (a version never changes, but its state and its acceptance do), and serves them with a strong ETag, the SHA-256 of the bytes: the same on every replica. Calls are counted per caller (customer, else address) by each process.
     */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: {
          readonly 'If-None-Match'?: string;
        };
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
          readonly version: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The PDF, with a strong ETag, private and revalidated on each use */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/pdf': string;
          };
        };
        /** @description The ETag matched the PDF as it reads now */
        readonly 304: {
          headers: {
            readonly [name: string]: unknown;
          };
          content?: never;
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/quotes/{version}/drawings/{position}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
        readonly version: number;
        /** @description The drawing's place on its quote version (1 to 5) */
        readonly position: number;
      };
      readonly cookie?: never;
    };
    /**
     * One of the workshop's drawings on a quote version, for the project's customer and the workshop only (another customer is told the project does not exist)
     * @description Served like a message's files: nosniff, the API's policy that allows nothing, `Cache-Control: private`; a PDF with `Content-Disposition: attachment`, an image inline, under the name it was attached with.
     */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
          readonly version: number;
          /** @description The drawing's place on its quote version (1 to 5) */
          readonly position: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The file */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'image/jpeg': string;
            readonly 'image/png': string;
            readonly 'image/gif': string;
            readonly 'image/webp': string;
            readonly 'application/pdf': string;
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/furniture-requests/{id}/quotes/{version}/drawings': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
        readonly version: number;
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /**
     * The workshop attaches its own drawings (PDFs or images) to the quote version it sent
     * @description Multipart with up to 5 files in `files`, checked like a message's attachments (JPEG, PNG, GIF, WebP or PDF by content, each at most 10 MB; images re-encoded, PDFs without their active content). Only the current version takes drawings, and only until the customer answers it (409 otherwise); a version carries at most 5. Refused before the body is read when the caller is not the workshop (401/403), the project or version does not exist (404) or the version takes no drawings (409); one refused file refuses them all.
     */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
          readonly version: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'multipart/form-data': {
            readonly files: readonly string[];
          };
        };
      };
      readonly responses: {
        /** @description Attached */
        readonly 201: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              readonly data: readonly components['schemas']['QuoteDrawing'][];
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 503: components['responses']['UploadsBusy'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/quotes/{version}/viewed': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
        readonly version: number;
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** The customer opened this version on the site's own page (the dashboard's quote panel came into view): the first opening of the current version awaiting an answer marks it viewed and tells the team, once; any later call, an older version or a project past its quote changes nothing. Customers only; the team's reads never count */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
          readonly version: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The version as it stands now */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['QuoteVersion'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/status': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    /** Mark a project in progress as completed (the only status change offered) */
    readonly patch: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            /** @constant */
            readonly status: 'completed';
            /** @description Project notes shown to the customer */
            readonly notes?: string | null;
          };
        };
      };
      readonly responses: {
        readonly 200: components['responses']['AdminRequestChanged'];
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/admin-notes': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    /** Internal notes, never shown to the customer */
    readonly patch: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly adminNotes: string;
          };
        };
      };
      readonly responses: {
        readonly 200: components['responses']['AdminRequestChanged'];
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/design': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    /**
     * The design a project is to be built to, and the one its customer sent (the workshop's)
     * @description `design` is the design in force: once the customer signed a version, that version's; before, the customer's wizard design; for a request without one (the quick form), the design the workshop gave it in its newest version. Null when there is none. `requestDesign` is the wizard design as the customer sent it (null for the quick form): the history once a signed version replaces it.
     */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The design in force and the customer's own */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly design: components['schemas']['Design'] | null;
              readonly requestDesign: components['schemas']['Design'] | null;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/activity': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    /**
     * The project's activity log, oldest first (the workshop's)
     * @description Read from what the site already records: the events its changes wrote to the outbox and the email log. Each entry says what happened (`type`), when (`at`), who (`actor`) and the details of its kind.
     */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The entries, oldest first */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly data: readonly components['schemas']['ActivityEntry'][];
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/messages': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    /** The project's messages, oldest first */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description Messages */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly data: readonly components['schemas']['Message'][];
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    /**
     * Post a message; senderType must be the caller's side
     * @description JSON as the spec has it, or multipart/form-data with the same fields and up to 3 files in `attachments` (JPEG, PNG, GIF, WebP or PDF, each at most 10 MB). Each file is read by its content, not its name or declared type: a file whose bytes are none of these, or that is named as another of them, is refused with a 400 naming it. Images are re-encoded (metadata removed, the pixel, frame and time limits of every upload); a PDF must parse (else a 400) and is kept without its active content (JavaScript, actions, embedded files). A file is listed under a name with its real type's extension. One refused file refuses the message: nothing of it is kept. Files are read only once the caller may post to this project (401/403/404 otherwise, before the body is read) and while the project's files and its customer's (all their projects) stay within their byte budgets, 200 MB and 500 MB (409 `attachment-budget` otherwise, checked from Content-Length before reading and from the kept sizes after).
     */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          readonly 'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly message: string;
            readonly senderName: components['schemas']['PersonName'];
            readonly senderType: components['schemas']['UserType'];
          };
          readonly 'multipart/form-data': {
            readonly message: string;
            readonly senderName: components['schemas']['PersonName'];
            readonly senderType: components['schemas']['UserType'];
            readonly attachments?: readonly string[];
          };
        };
      };
      readonly responses: {
        /** @description Sent */
        readonly 201: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              readonly data: components['schemas']['Message'];
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 422: components['responses']['IdempotencyKeyReused'];
        readonly 429: components['responses']['TooManyRequests'];
        readonly 503: components['responses']['UploadsBusy'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/messages/{messageId}/attachments/{position}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
        readonly messageId: number;
        /** @description The file's place in its message (1, 2 or 3) */
        readonly position: 1 | 2 | 3;
      };
      readonly cookie?: never;
    };
    /**
     * One file of a message, for the project's customer and the workshop only (another customer is told the project does not exist)
     * @description Streamed from the store with nosniff, the API's policy that allows nothing, and `Cache-Control: private`. A PDF comes with `Content-Disposition: attachment` (it is downloaded, never shown from this site); an image, re-encoded on upload, inline.
     */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
          readonly messageId: number;
          /** @description The file's place in its message (1, 2 or 3) */
          readonly position: 1 | 2 | 3;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The file */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'image/jpeg': string;
            readonly 'image/png': string;
            readonly 'image/gif': string;
            readonly 'image/webp': string;
            readonly 'application/pdf': string;
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/messages/read': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** Mark the project's messages read for the caller's side */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly userType: components['schemas']['UserType'];
          };
        };
      };
      readonly responses: {
        /** @description Marked */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              /** @description How many messages this marked read */
              readonly marked: number;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/progress': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    /** The project's progress timeline, newest first (the project's customer and the workshop; another customer is told the project does not exist) */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description Updates, newest first, and how many the customer has not seen */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly data: readonly components['schemas']['ProgressUpdate'][];
              /** @description Updates the customer has not opened the timeline since */
              readonly unread: number;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    /**
     * Post a progress update on a project in progress (the workshop only)
     * @description multipart/form-data: a milestone (one of the usual stages or the workshop's own words, one line, at most 80 characters), an optional note and up to 6 photos in `photos` (JPEG, PNG or GIF, each at most 10 MB). Photos take the path of every upload: read by their content, re-encoded without metadata, within the pixel limit; one refused photo refuses the update and nothing of it is kept. A project not in progress answers 409 (rule POST_PROGRESS). The customer is emailed.
     */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          readonly 'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'multipart/form-data': {
            readonly milestone: string;
            readonly note?: string;
            readonly photos?: readonly string[];
          };
          readonly 'application/json': {
            readonly milestone: string;
            readonly note?: string | null;
          };
        };
      };
      readonly responses: {
        /** @description Posted */
        readonly 201: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              readonly data: components['schemas']['ProgressUpdate'];
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 422: components['responses']['IdempotencyKeyReused'];
        readonly 429: components['responses']['TooManyRequests'];
        readonly 503: components['responses']['UploadsBusy'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/progress/read': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** The customer opened the timeline; its updates are no longer unread */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description Marked */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              /** @description How many updates this marked read */
              readonly marked: number;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/progress/{updateId}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
        readonly updateId: number;
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    readonly post?: never;
    /**
     * Take a progress update off the customer's timeline, saying why (the workshop only)
     * @description A soft delete: the customer no longer sees it (nor its photos), the row and the reason stay for the activity log. A missing reason is refused (400); an update the project does not have, or one already deleted, answers 404.
     */
    readonly delete: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
          readonly updateId: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly reason: string;
          };
        };
      };
      readonly responses: {
        /** @description Deleted */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              readonly id: number;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly options?: never;
    readonly head?: never;
    /**
     * Correct a progress update's milestone and note (the workshop only)
     * @description Its photos, author and date stay; the customer's timeline marks it edited and the activity log records who edited it. An empty milestone is refused (400); an update the project does not have, or one deleted, answers 404.
     */
    readonly patch: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
          readonly updateId: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly milestone: string;
            readonly note?: string | null;
          };
        };
      };
      readonly responses: {
        /** @description Edited */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              readonly data: components['schemas']['ProgressUpdate'];
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly trace?: never;
  };
  readonly '/api/admin/inbox': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * Everything waiting on the workshop across projects (the workshop only)
     * @description Customers' unread messages, change requests no newer quote version answers, new requests past the quote promise, and new requests not quoted yet, longest waiting first, each naming its project. A project is listed once for one thing its customer did: a change request's words are not also an unread message, an overdue new request not also a new one. An item leaves when it is answered: the messages read or replied to, a new version sent (which reads the change request's words), the quote sent. At most 200 of each kind are listed; `total` counts them all.
     */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The inbox */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly data: readonly components['schemas']['InboxItem'][];
              readonly total: number;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/progress/{updateId}/photos/{n}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
        readonly updateId: number;
        /** @description The photo's place in its update (1 to 6) */
        readonly n: number;
      };
      readonly cookie?: never;
    };
    /**
     * One photo of a progress update, for the project's customer and the workshop only (another customer is told the project does not exist)
     * @description Streamed from the store, inline with a file name, nosniff, the API's policy that allows nothing, and `Cache-Control: private`.
     */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
          readonly updateId: number;
          /** @description The photo's place in its update (1 to 6) */
          readonly n: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The photo */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'image/jpeg': string;
            readonly 'image/png': string;
            readonly 'image/gif': string;
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/progress/{updateId}/photos/{n}/thumbnail': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
        readonly updateId: number;
        /** @description The photo's place in its update (1 to 6) */
        readonly n: number;
      };
      readonly cookie?: never;
    };
    /** The same photo as a small JPEG (longer side at most 480 px), same access rule */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
          readonly updateId: number;
          /** @description The photo's place in its update (1 to 6) */
          readonly n: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The photo */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'image/jpeg': string;
            readonly 'image/png': string;
            readonly 'image/gif': string;
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/messages/unread-counts': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** Unread messages per project for the caller's side (polled every 30 s) */
    readonly get: {
      readonly parameters: {
        readonly query: {
          readonly userType: components['schemas']['UserType'];
        };
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description Request id to count; projects with nothing unread are left out */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly data: {
                readonly [key: string]: number;
              };
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/auth/session': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** Who am I, on one side of the browser */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: {
          /** @description Whose session to report: the customer's or the admin's (see the API description for the side taken without it) */
          readonly 'X-Session-Side'?: 'customer' | 'admin';
        };
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The current session, if any */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['Session'];
          };
        };
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/auth/signin': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /**
     * Customer sign-in; sets the session cookie
     * @description 429 after 10 failures in 15 minutes from one client address, or 5 on one account from one address. Failures on an email from every address never refuse it: past 5 in a run (which ends after 15 minutes without one) each attempt on it waits 0.5 s, doubling up to 8 s, before the answer; the right password still signs in.
     */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            /** Format: email */
            readonly email: string;
            readonly password: string;
          };
        };
      };
      readonly responses: {
        /** @description Signed in */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              readonly needsPasswordChange: boolean;
              /** Format: date-time */
              readonly expiresAt: string;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/auth/signout': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** Ends the session and clears the cookie */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        readonly 200: components['responses']['Done'];
        readonly 400: components['responses']['BadRequest'];
        readonly 403: components['responses']['Forbidden'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/auth/forgot-password': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** Asks for a reset link; the same answer whether or not the account exists */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            /** Format: email */
            readonly email: string;
          };
        };
      };
      readonly responses: {
        readonly 200: components['responses']['Done'];
        readonly 400: components['responses']['BadRequest'];
        readonly 403: components['responses']['Forbidden'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/auth/change-password': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** The signed-in customer changes their password (forced after a temporary one) */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            /** @description Ignored; the session's account is used */
            readonly email?: string;
            readonly currentPassword: string;
            readonly newPassword: string;
          };
        };
      };
      readonly responses: {
        readonly 200: components['responses']['Done'];
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/auth/reset-password': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** Sets a new password from an emailed reset link (single use, one hour) */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly token: string;
            readonly newPassword: string;
          };
        };
      };
      readonly responses: {
        readonly 200: components['responses']['Done'];
        readonly 400: components['responses']['BadRequest'];
        readonly 403: components['responses']['Forbidden'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/auth/reset-password/check': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** Whether an emailed reset link can still be used (unused, within its hour); the reset page asks as it opens. Changes nothing. */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly token: string;
          };
        };
      };
      readonly responses: {
        /** @description The link can set a password until expiresAt */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              /** Format: date-time */
              readonly expiresAt: string;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 403: components['responses']['Forbidden'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/debug/reset-password': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** Debug page's reset by email; only in local mode (dist/local.js), only for clients on the same computer (loopback); elsewhere the route does not exist (404) */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            /** Format: email */
            readonly email: string;
            readonly newPassword: string;
          };
        };
      };
      readonly responses: {
        readonly 200: components['responses']['Done'];
        readonly 400: components['responses']['BadRequest'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/login': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** Checks the admin passkey against configuration; sets the admin session cookie */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly passkey: string;
          };
        };
      };
      readonly responses: {
        /** @description Signed in as the workshop; the session cookie is set */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              /** Format: date-time */
              readonly expiresAt: string;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/staff-login': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** A staff member signs in with email and password; sets the admin session cookie. Failed tries slow the email down as a customer's do, and share the sign-in limits */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly email: string;
            readonly password: string;
          };
        };
      };
      readonly responses: {
        /** @description Signed in as this member of the team; the session cookie is set */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              /** Format: date-time */
              readonly expiresAt: string;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/staff-invitation': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** Someone invited chooses their password with the token of the emailed link */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly token: string;
            readonly newPassword: string;
          };
        };
      };
      readonly responses: {
        /** @description The password is set; they sign in with it on /admin-login */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              readonly email: string;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 403: components['responses']['Forbidden'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/staff': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** The team and whether the owner's passkey still opens the panel (owner only) */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description Every member, oldest first */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly members: readonly components['schemas']['StaffMember'][];
              readonly ownerPasskeyEnabled: boolean;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    /** The owner invites someone by email; the worker emails them a link to choose their password (no password is ever emailed) */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          readonly 'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly email: string;
            readonly name: string;
            /** @enum {unknown} */
            readonly role: 'owner' | 'staff';
          };
        };
      };
      readonly responses: {
        /** @description Invited; the invitation email is on its way */
        readonly 201: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              readonly member: components['schemas']['StaffMember'];
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 422: components['responses']['IdempotencyKeyReused'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/staff/{id}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    readonly post?: never;
    /** The owner removes someone; every session of theirs ends at once */
    readonly delete: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        readonly 200: components['responses']['Done'];
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 409: components['responses']['Conflict'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/owner-passkey': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    /** The owner turns the passkey of /admin-login off (only while an owner account can sign in; its sessions end) or back on */
    readonly put: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly enabled: boolean;
          };
        };
      };
      readonly responses: {
        /** @description The passkey's state now */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly ownerPasskeyEnabled: boolean;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/logout': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** Ends the admin session */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        readonly 200: components['responses']['Done'];
        readonly 400: components['responses']['BadRequest'];
        readonly 403: components['responses']['Forbidden'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/emails': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** The Emails view, newest first (at most 200); `counts` feed the panel's badge */
    readonly get: {
      readonly parameters: {
        readonly query?: {
          /** @description failed (for good), pending (delayed or being sent), or sent; failed if absent */
          readonly status?: 'failed' | 'pending' | 'sent';
        };
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The emails in that state, and how many failed and are pending */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly data: readonly components['schemas']['EmailDelivery'][];
              readonly counts: {
                readonly failed: number;
                readonly pending: number;
              };
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/emails/{id}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: number;
      };
      readonly cookie?: never;
    };
    /** One email opened: its subject and text as the recipient read them, unless it holds a secret (a temporary password, a one-time link), has not gone out, or went out before copies were kept (`missing` says which) */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The email, and its copy or why there is none */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly email: components['schemas']['EmailDelivery'];
              readonly copy: null | {
                readonly subject: string;
                readonly text: string;
              };
              readonly missing: null | ('holds_secret' | 'not_sent' | 'not_kept');
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/emails/{id}/resend': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: number;
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** "Send again" for a failed or delayed email: planned anew from its event (a credentials email carries the same temporary password as every earlier copy, valid again for 7 days; the address is the account's as it is now) */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          readonly 'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        readonly path: {
          readonly id: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        readonly 200: components['responses']['Done'];
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 422: components['responses']['IdempotencyKeyReused'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/uploads/{name}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** A stored project image (random name; JPEG, PNG or GIF), streamed from the store (a folder, or a private S3 bucket), never redirected to it */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: {
          readonly 'If-None-Match'?: string;
        };
        readonly path: {
          readonly name: string;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The image, with its content type, nosniff, a strong ETag (a stored name never changes) and a day of private caching */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'image/jpeg': unknown;
            readonly 'image/png': unknown;
            readonly 'image/gif': unknown;
          };
        };
        /** @description The ETag matched and the image still exists */
        readonly 304: {
          headers: {
            readonly [name: string]: unknown;
          };
          content?: never;
        };
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/healthz': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** Liveness */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The process answers */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              /** @constant */
              readonly status: 'ok';
            };
          };
        };
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/readyz': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * Readiness (the database answers, not draining)
     * @description 503 only for what is this replica's own (its database connection, draining). The file store is shared by every replica: when it is down the answer stays 200 and says so in `storage` (a proxy taking every replica out for a shared fault would be an outage).
     */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description Ready (the file store may still be down; see `storage`) */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              /** @constant */
              readonly status: 'ready';
              /** @constant */
              readonly storage?: 'down';
              readonly message?: string;
            };
          };
        };
        /** @description Not ready */
        readonly 503: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              /** @constant */
              readonly status: 'unavailable';
              readonly message: string;
            };
          };
        };
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/metrics': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** Prometheus metrics of this process (docs/operations.md lists the series), for the bearer of METRICS_TOKEN; the worker serves the same at WORKER_METRICS_PORT */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description Prometheus text format */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'text/plain': unknown;
          };
        };
        /** @description No bearer token, or not METRICS_TOKEN */
        readonly 401: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['Error'];
          };
        };
        /** @description METRICS_TOKEN is not set, so there are no metrics to read */
        readonly 404: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/request-table': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * One page of the workshop's table, sorted by any column, with the triage filters
     * @description Keyset on the sorted column's value and the id (rows without a value come last in both directions); 25 rows unless limit says otherwise; every parameter is optional (no sort: age, youngest first).
     */
    readonly get: {
      readonly parameters: {
        readonly query?: {
          /** @description The column: number, customer, piece (furniture type), status, age, quote-due (new requests only, longest waiting first), last-message, unread, value (the figure in the quote's amount). */
          readonly sort?:
            | 'number'
            | 'customer'
            | 'piece'
            | 'status'
            | 'age'
            | 'quote-due'
            | 'last-message'
            | 'unread'
            | 'value';
          readonly dir?: 'asc' | 'desc';
          /** @description Every status when absent or empty. */
          readonly status?: components['schemas']['RequestStatus'];
          /** @description The furniture type, case-insensitive ("Desk"). */
          readonly type?: string;
          /** @description 1 for new requests past the quote promise only. */
          readonly overdue?: '0' | '1';
          /** @description 1 for projects whose last message came from the customer only. */
          readonly waiting?: '0' | '1';
          /** @description 1 for projects with customer messages the team has not read only. */
          readonly unread?: '0' | '1';
          readonly limit?: number;
          /** @description The previous page's nextCursor, with the same sort and dir; opaque. */
          readonly cursor?: string;
        };
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description One page of rows. */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['RequestTablePage'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/review': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    /**
     * The project's review, and whether its customer is asked for one
     * @description For the project's customer and the workshop. `invited` is true once the project was completed REVIEW_REQUEST_DAYS ago and holds no review yet (the dashboard's card).
     */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The review, or null */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly data: components['schemas']['Review'] | null;
              readonly invited: boolean;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    /**
     * The customer writes or edits the review of their completed project
     * @description 1 to 5 stars and a few words (at most 600 characters). A new or edited review awaits the workshop's approval before the landing shows it.
     */
    readonly put: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': components['schemas']['ReviewInput'];
        };
      };
      readonly responses: {
        /** @description Saved, awaiting approval */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              readonly data: components['schemas']['Review'];
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 409: components['responses']['Conflict'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly post?: never;
    /** The customer withdraws their review; it leaves the landing at once */
    readonly delete: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        readonly 200: components['responses']['Done'];
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/reviews': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** Every review, newest change first (the workshop's) */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The reviews */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly data: readonly components['schemas']['Review'][];
            };
          };
        };
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/reviews/{id}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    /** The workshop approves (shows) or hides the project's review */
    readonly patch: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            /** @enum {unknown} */
            readonly status: 'approved' | 'hidden';
          };
        };
      };
      readonly responses: {
        /** @description The review with its new status */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              readonly data: components['schemas']['Review'];
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly trace?: never;
  };
  readonly '/api/showcase': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * The landing's proof of craft, for anyone
     * @description The finished pieces the workshop published and their customers still let it show (newest first, never the customer), the approved reviews (newest first, the piece named, never the customer) and their average rating; `rating` is null while none is approved.
     */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The showcase */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['PublicShowcase'];
          };
        };
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/showcase/pieces/{id}/photos/{n}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * One photo of a published piece, as WebP at a served width, for anyone
     * @description The n-th chosen photo (from 1) at width `w` (480, 720, 960 or 1600; 960 when not given; never wider than the photo). The address always holds the same image, so it is cached a year by browsers and CDNs; once the customer withdraws their yes it answers 404.
     */
    readonly get: {
      readonly parameters: {
        readonly query?: {
          readonly w?: 480 | 720 | 960 | 1600;
        };
        readonly header?: {
          readonly 'If-None-Match'?: string;
        };
        readonly path: {
          readonly id: number;
          readonly n: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The photo, with a strong ETag and `public, max-age=31536000, immutable` */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'image/webp': unknown;
          };
        };
        /** @description The ETag matched */
        readonly 304: {
          headers: {
            readonly [name: string]: unknown;
          };
          content?: never;
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/portfolio/photos/{photoId}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * One portfolio photo, as WebP at a served width
     * @description For anyone while the landing shows it (not removed, its item not hidden), cached a year (`public, max-age=31536000, immutable`); for the owner also while its item is hidden (a preview, `private, no-store`). Width `w` is 480, 720, 960 or 1600 (960 when not given; never wider than the photo).
     */
    readonly get: {
      readonly parameters: {
        readonly query?: {
          readonly w?: 480 | 720 | 960 | 1600;
        };
        readonly header?: {
          readonly 'If-None-Match'?: string;
        };
        readonly path: {
          readonly photoId: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The photo, with a strong ETag */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'image/webp': unknown;
          };
        };
        /** @description The ETag matched */
        readonly 304: {
          headers: {
            readonly [name: string]: unknown;
          };
          content?: never;
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/portfolio': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * The owner's portfolio, every item in order (hidden ones too) with its photos
     * @description The spec's six until the owner first changes something; an added item shows on the landing once it has a photo.
     */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The portfolio */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly items: readonly components['schemas']['PortfolioItem'][];
            };
          };
        };
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/portfolio/items': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** The owner adds an item at the end of the portfolio */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly title: string;
            readonly subtitle: string;
          };
        };
      };
      readonly responses: {
        /** @description Added; the whole portfolio as it now is */
        readonly 201: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['PortfolioChanged'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/portfolio/items/{id}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    /** The owner renames an item, or hides it or shows it again (nothing is deleted) */
    readonly patch: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly title?: string;
            readonly subtitle?: string;
            readonly hidden?: boolean;
          };
        };
      };
      readonly responses: {
        /** @description Saved; the whole portfolio as it now is */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['PortfolioChanged'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly trace?: never;
  };
  readonly '/api/admin/portfolio/items/{id}/move': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** The owner moves an item one place up or down */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            /** @enum {string} */
            readonly direction: 'up' | 'down';
          };
        };
      };
      readonly responses: {
        /** @description Moved; the whole portfolio as it now is */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['PortfolioChanged'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/portfolio/items/{id}/photos': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /**
     * The owner adds photos to an item, each with its alt text
     * @description multipart/form-data: up to 6 photos in `photos` (JPEG, PNG or GIF, each at most 10 MB) and one `alt` per photo, in the same order (required, at most 200 characters). Photos take the path of every upload (read by content, re-encoded without metadata); one refused photo refuses them all and nothing is kept. An item holds at most 12 photos.
     */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'multipart/form-data': {
            readonly alt: readonly string[];
            readonly photos: readonly string[];
          };
        };
      };
      readonly responses: {
        /** @description Added; the whole portfolio as it now is */
        readonly 201: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['PortfolioChanged'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/portfolio/items/{id}/photos/{photoId}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    readonly post?: never;
    /** The owner takes a photo off an item (its file and record are kept) */
    readonly delete: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: number;
          readonly photoId: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description Removed; the whole portfolio as it now is */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['PortfolioChanged'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly options?: never;
    readonly head?: never;
    /** The owner rewrites a photo's alt text */
    readonly patch: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: number;
          readonly photoId: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly alt: string;
          };
        };
      };
      readonly responses: {
        /** @description Saved; the whole portfolio as it now is */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['PortfolioChanged'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly trace?: never;
  };
  readonly '/api/admin/portfolio/items/{id}/photos/{photoId}/restore': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** The owner puts a removed photo back on its item (the Undo of a removal) */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: number;
          readonly photoId: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description Restored; the whole portfolio as it now is */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['PortfolioChanged'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/showcase-consent': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    /** The customer's answer on showing their finished piece; null until they answer */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The answer */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly data: components['schemas']['ShowcaseConsent'] | null;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    /** The customer says whether the workshop may show their completed piece (never their name) */
    readonly put: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly allowed: boolean;
          };
        };
      };
      readonly responses: {
        /** @description Recorded (it can be changed at any time) */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              readonly data: components['schemas']['ShowcaseConsent'];
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 409: components['responses']['Conflict'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/publish': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /**
     * The workshop turns a finished piece into a portfolio entry, with its customer's yes only
     * @description A title, a line of text and which of the project's progress photos (by update id and photo number). Refused (409, rule SHOWCASE) unless the project is completed and its customer agreed to show it.
     */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly title: string;
            readonly text?: string | null;
            readonly photos: readonly {
              readonly updateId: number;
              readonly n: number;
            }[];
          };
        };
      };
      readonly responses: {
        /** @description Published */
        readonly 201: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              readonly data: {
                readonly id: number;
                readonly projectId: number;
                readonly title: string;
                readonly text: string | null;
                readonly photoCount: number;
                /** Format: date-time */
                readonly publishedAt: string;
              };
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 409: components['responses']['Conflict'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/workshop-profile': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** The workshop's profile every page, email and PDF shows: the owner's newest save, or the defaults (version null) until the first save */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The current profile */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly version: number | null;
              readonly profile: components['schemas']['WorkshopProfile'];
            };
          };
        };
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/workshop-profile': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    /** The owner saves the whole profile as a new version (earlier ones are kept) */
    readonly put: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': components['schemas']['WorkshopProfile'];
        };
      };
      readonly responses: {
        /** @description Saved */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['WorkshopProfileSaved'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/workshop-profile/history': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** The owner's saved versions of the profile, newest first (at most 50) */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The versions */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly versions: readonly components['schemas']['WorkshopProfileVersion'][];
            };
          };
        };
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/workshop-profile/history/{id}/restore': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** The owner restores an earlier version: it is saved again as the newest, so the one it replaces stays in the history */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description Restored */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['WorkshopProfileSaved'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/workshop-profile/team/{n}/photo': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        /** @description The member's place in the profile's team, from 1 */
        readonly n: number;
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /**
     * The owner gives a team member a photo (a new profile version)
     * @description multipart/form-data: one photo in `photo` (JPEG, PNG or GIF, at most 10 MB), taking the path of every upload (read by content, re-encoded without metadata). The landing shows it in place of the member's initials; the version before stays in the history.
     */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          /** @description The member's place in the profile's team, from 1 */
          readonly n: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'multipart/form-data': {
            /** Format: binary */
            readonly photo: string;
          };
        };
      };
      readonly responses: {
        /** @description Saved */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['WorkshopProfileSaved'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    /** The owner takes a member's photo off (a new profile version; the photo is kept for the versions that show it) */
    readonly delete: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          /** @description The member's place in the profile's team, from 1 */
          readonly n: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description Removed (or there was none) */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['WorkshopProfileSaved'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/workshop-profile/team-photos/{photoId}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /**
     * One team photo, as WebP at a served width
     * @description For anyone while the current profile shows it, cached a year (`public, max-age=31536000, immutable`). Width `w` is 480, 720, 960 or 1600 (960 when not given; never wider than the photo).
     */
    readonly get: {
      readonly parameters: {
        readonly query?: {
          readonly w?: 480 | 720 | 960 | 1600;
        };
        readonly header?: {
          readonly 'If-None-Match'?: string;
        };
        readonly path: {
          readonly photoId: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The photo, with a strong ETag */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'image/webp': unknown;
          };
        };
        /** @description The ETag matched */
        readonly 304: {
          headers: {
            readonly [name: string]: unknown;
          };
          content?: never;
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/price-list': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** The price list the wizard's indicative price is made from: the owner's newest save, or the list shipped with the code (version null) until the first save */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The current price list */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly version: number | null;
              readonly list: components['schemas']['PriceList'];
            };
          };
        };
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/price-list': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    /** The owner saves the whole price list as a new version (earlier ones are kept) */
    readonly put: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': components['schemas']['PriceList'];
        };
      };
      readonly responses: {
        /** @description Saved */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['PriceListSaved'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/price-list/history': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** The owner's saved versions of the price list, newest first (at most 50) */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The versions */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly versions: readonly components['schemas']['PriceListVersion'][];
            };
          };
        };
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/price-list/history/{id}/restore': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** The owner restores an earlier price list: it is saved again as the newest, so the one it replaces stays in the history */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description Restored */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['PriceListSaved'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/signed-copy': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    /**
     * The signed copy of the accepted quote (the project's customer and the workshop): the quote as accepted, then the acceptance certificate, the same bytes both were emailed
     * @description Drawn and stored once, when the quote is accepted; only a read. The certificate prints the SHA-256 of the quote's own PDF, which the file carries as an attachment; the ETag is the SHA-256 of the whole file. Calls are counted with the quote PDFs.
     */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The signed PDF, downloaded as signed-quote-{id}-v{version}.pdf */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/pdf': string;
          };
        };
        /** @description The ETag, the copy's SHA-256, matched: the browser holds this copy */
        readonly 304: {
          headers: {
            readonly [name: string]: unknown;
          };
          content?: never;
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/payments': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    /** The project's invoices, payments and what is paid, due and left (the project's customer and the workshop); only a read */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The project's account */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly data: components['schemas']['ProjectAccount'];
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/furniture-requests/{id}/invoices/{invoiceId}/pdf': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
        readonly invoiceId: number;
      };
      readonly cookie?: never;
    };
    /** An invoice's PDF as issued (the project's customer and the workshop), the same as emailed; counted with the quote PDFs */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
          readonly invoiceId: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The PDF, downloaded as invoice-INV-{number}.pdf */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/pdf': string;
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly put?: never;
    readonly post?: never;
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/furniture-requests/{id}/payments': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** The workshop records a payment received (partial ones too), signed with the recorder's name; the customer is emailed a receipt. More than is left of the price is refused (409) */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly amountCents: number;
            /**
             * Format: date
             * @description Not in the future
             */
            readonly paidOn: string;
            /** @enum {unknown} */
            readonly method: 'bank_transfer' | 'cheque' | 'cash' | 'card' | 'other';
            readonly reference?: string | null;
          };
        };
      };
      readonly responses: {
        /** @description Recorded; the project's account after it */
        readonly 201: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              readonly data: components['schemas']['ProjectAccount'];
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/furniture-requests/{id}/payments/{paymentId}/void': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: components['parameters']['ProjectId'];
        readonly paymentId: number;
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** The workshop voids a payment, saying why: it stays, with who voided it and why, and counts for nothing from then on (once; again is 409) */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: components['parameters']['ProjectId'];
          readonly paymentId: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly reason: string;
          };
        };
      };
      readonly responses: {
        /** @description Voided; the project's account after it */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              readonly data: components['schemas']['ProjectAccount'];
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/passkeys/options': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** A signed-in member of the team starts adding a passkey (WebAuthn registration options; the owner's shared passkey names nobody and is refused with 403) */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The options for navigator.credentials, and the challenge's id to answer with */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['PasskeyCeremony'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/passkeys': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    /** The signed-in member's own passkeys, oldest first (the owner's shared passkey names nobody: 403) */
    readonly get: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description Their passkeys */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly data: readonly components['schemas']['Passkey'][];
            };
          };
        };
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly put?: never;
    /** The member finishes adding the passkey with the authenticator's answer; the challenge is used once and lasts five minutes */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': components['schemas']['PasskeyAnswer'];
        };
      };
      readonly responses: {
        /** @description The passkey is added to the member's account */
        readonly 201: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/admin/passkeys/{id}': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path: {
        readonly id: number;
      };
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    readonly post?: never;
    /** The signed-in member removes one of their own passkeys: it signs nobody in from then on and the sessions it opened end, this one too if it opened it (another person's passkey is not found; their last way in, with no password and no other passkey, is refused with 409 `last-way-in`) */
    readonly delete: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path: {
          readonly id: number;
        };
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        readonly 200: components['responses']['Done'];
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 404: components['responses']['NotFound'];
        readonly 409: components['responses']['Conflict'];
        readonly 421: components['responses']['MisdirectedRequest'];
      };
    };
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/staff-invitations/passkey/options': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** Someone invited starts choosing a passkey instead of a password, with the link's token */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': {
            readonly token: string;
          };
        };
      };
      readonly responses: {
        /** @description The options for navigator.credentials, and the challenge's id to answer with */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['PasskeyCeremony'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/staff-invitations/passkey': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** Someone invited finishes choosing a passkey: it is kept and the invitation is used up, as choosing a password would */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': components['schemas']['PasskeyAnswer'] & {
            readonly token: string;
          };
        };
      };
      readonly responses: {
        /** @description The passkey is set; they sign in with it on /admin-login */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              readonly email: string;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 409: components['responses']['Conflict'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/auth/passkey/options': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** Starts a passkey sign-in for the team: discoverable credentials, so no email is asked */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody?: never;
      readonly responses: {
        /** @description The options for navigator.credentials, and the challenge's id to answer with */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': components['schemas']['PasskeyCeremony'];
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
  readonly '/api/auth/passkey': {
    readonly parameters: {
      readonly query?: never;
      readonly header?: never;
      readonly path?: never;
      readonly cookie?: never;
    };
    readonly get?: never;
    readonly put?: never;
    /** A member of the team signs in with a passkey; sets the admin session cookie exactly as the email-and-password sign-in does. Failures slow the member's email down as failed passwords do, and share the sign-in limits */
    readonly post: {
      readonly parameters: {
        readonly query?: never;
        readonly header?: never;
        readonly path?: never;
        readonly cookie?: never;
      };
      readonly requestBody: {
        readonly content: {
          readonly 'application/json': components['schemas']['PasskeyAnswer'];
        };
      };
      readonly responses: {
        /** @description Signed in as the passkey's member; the session cookie is set */
        readonly 200: {
          headers: {
            readonly [name: string]: unknown;
          };
          content: {
            readonly 'application/json': {
              readonly message: string;
              /** Format: date-time */
              readonly expiresAt: string;
            };
          };
        };
        readonly 400: components['responses']['BadRequest'];
        readonly 401: components['responses']['Unauthenticated'];
        readonly 403: components['responses']['Forbidden'];
        readonly 413: components['responses']['PayloadTooLarge'];
        readonly 421: components['responses']['MisdirectedRequest'];
        readonly 429: components['responses']['TooManyRequests'];
      };
    };
    readonly delete?: never;
    readonly options?: never;
    readonly head?: never;
    readonly patch?: never;
    readonly trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    readonly MessageBody: {
      readonly message: string;
    };
    readonly Error: {
      readonly message: string;
      /** @description Field name to the first rule it broke (400 only) */
      readonly errors?: {
        readonly [key: string]: string;
      };
      /**
       * @description The rule that refused the change (409 only)
       * @enum {unknown}
       */
      readonly rule?:
        | 'PROVIDE_QUOTE'
        | 'APPROVE_QUOTE'
        | 'REQUEST_CHANGES'
        | 'DECLINE_QUOTE'
        | 'MARK_COMPLETE'
        | 'POST_PROGRESS'
        | 'EDIT'
        | 'DELETE_BY_CUSTOMER'
        | 'DELETE_BY_ADMIN'
        | 'draft-submitted'
        | 'password-changed'
        | 'resend'
        | 'staff-exists'
        | 'remove-self'
        | 'no-owner-account'
        | 'attachment-budget'
        | 'REVIEW'
        | 'SHOWCASE'
        | 'no-firm-price'
        | 'overpayment'
        | 'already-voided'
        | 'drawings-current-version'
        | 'drawings-answered'
        | 'drawings-per-version';
    };
    /**
     * @description A side of a conversation
     * @enum {unknown}
     */
    readonly UserType: 'admin' | 'customer';
    /** @enum {unknown} */
    readonly RequestStatus: 'new' | 'quoted' | 'in_progress' | 'completed' | 'declined';
    readonly QuoteVersion: {
      /** @description The quote in lines as sent, or null for one figure or a range in words */
      readonly lines: null | readonly components['schemas']['QuoteLine'][];
      /** @description The sales tax it was sent with (lines only), or null */
      readonly salesTax: null | components['schemas']['SalesTax'];
      readonly taxExemptReason: string | null;
      /** @description Its figures, from the domain's one computation: with the options the customer signed for an accepted version, else with none ticked; null without a firm price */
      readonly totals: null | components['schemas']['QuoteTotals'];
      readonly requestId: number;
      readonly version: number;
      readonly amount: string;
      /** @description A firm price in whole cents; null for a range or a text-only amount */
      readonly priceCents: number | null;
      /** @description The share of the firm price asked as a deposit; null without a firm price */
      readonly depositPercent: number | null;
      readonly notes: string | null;
      readonly quotedBy: string;
      /** Format: date-time */
      readonly quotedAt: string;
      /** Format: date */
      readonly validUntil: string;
      /** Format: date-time */
      readonly viewedAt: string | null;
      /** Format: date-time */
      readonly changesRequestedAt: string | null;
      /** @description What the customer asked to change, in their own words */
      readonly changesRequest: string | null;
      /** Format: date-time */
      readonly declinedAt: string | null;
      readonly declineReason: string | null;
      /** @enum {unknown} */
      readonly state:
        | 'sent'
        | 'viewed'
        | 'changes_requested'
        | 'expired'
        | 'accepted'
        | 'declined'
        | 'superseded';
      /** @description The design this version prices, pinned when it was sent (a version sent before designs were pinned shows the project's wizard design); null without a design */
      readonly design: components['schemas']['QuotedDesign'] | null;
      /** @description The workshop's own drawings sent with this version, in the order attached */
      readonly drawings: readonly components['schemas']['QuoteDrawing'][];
    };
    readonly QuoteDrawing: {
      readonly position: number;
      /** @description The file's name as attached, cleaned */
      readonly name: string;
      /** @enum {string} */
      readonly contentType:
        'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'application/pdf';
      /** @description Bytes as stored (an image after re-encoding) */
      readonly size: number;
      /** @description Where the project's customer and the workshop read it */
      readonly url: string;
    };
    /** @description A piece as the wizard models it, with its hardware and notes; '' is not chosen */
    readonly QuotedDesign: {
      /** @enum {unknown} */
      readonly furnitureType: 'table' | 'desk' | 'cabinet' | 'locker' | 'storage';
      readonly style: string;
      readonly constructionMaterial: string;
      readonly specificMaterial: string;
      readonly surfaceFinish: string;
      readonly specificFinish: string;
      readonly dimensions: {
        readonly length?: string;
        readonly width?: string;
        readonly depth?: string;
        readonly height?: string;
        readonly compartments?: string;
      };
      readonly features: readonly string[];
      readonly base?: components['schemas']['TableBase'];
      /** @description A table's leaves (tables only; their defaults filled in) */
      readonly leafCount?: number;
      /** @description Inches, each leaf */
      readonly leafLength?: number;
      readonly hardware: string;
      /** @description The workshop's notes on the design, never the visitor's */
      readonly notes: string;
    };
    /**
     * @description What a table stands on
     * @enum {unknown}
     */
    readonly TableBase: 'legs' | 'trestle' | 'pedestal';
    /** @description The design a quote prices, in the wizard's fields and limits; every choice one the catalog offers for the type. Absent keeps the design priced before (or the wizard's) */
    readonly QuotedDesignInput: {
      /** @enum {unknown} */
      readonly furnitureType: 'table' | 'desk' | 'cabinet' | 'locker' | 'storage';
      readonly style?: string | null;
      readonly constructionMaterial?: string | null;
      readonly specificMaterial?: string | null;
      readonly surfaceFinish?: string | null;
      readonly specificFinish?: string | null;
      readonly dimensions?:
        | {
            readonly [key: string]: string;
          }
        | string
        | null;
      readonly features?: readonly string[] | null;
      readonly base?: components['schemas']['TableBase'] | null;
      /** @description A table's leaves; leaves make it Extendable, Extendable with none is refused. Absent: one leaf when Extendable, else none */
      readonly leafCount?: number | null;
      /** @description Inches (default 18) */
      readonly leafLength?: number | null;
      readonly hardware?: string | null;
      readonly notes?: string | null;
    };
    /** @description The customer's signed acceptance, written once */
    readonly QuoteAcceptance: {
      readonly requestId: number;
      readonly version: number;
      readonly amount: string;
      /**
       * @description How it was made: a full name typed as a signature, or a click on the bodiless approve (then signatureName is the name on the project)
       * @enum {unknown}
       */
      readonly method: 'typed_signature' | 'click';
      readonly signatureName: string;
      /** Format: date-time */
      readonly acceptedAt: string;
      readonly ipAddress: string | null;
      readonly userAgent: string | null;
      readonly terms: string;
      readonly chosenLines: readonly number[];
      /** @description The total signed, or null without a firm price */
      readonly priceCents: number | null;
    };
    readonly QuoteLineInput: {
      readonly description: string;
      /** @default 1 */
      readonly quantity: number;
      /** @description Whole cents; negative for a discount */
      readonly unitPriceCents: number;
      /** @default true */
      readonly taxable: boolean;
      /**
       * @description Offered for the customer to tick before signing
       * @default false
       */
      readonly optional: boolean;
    };
    readonly QuoteLine: {
      readonly description: string;
      readonly quantity: number;
      readonly unitPriceCents: number;
      readonly taxable: boolean;
      readonly optional: boolean;
      /** @description quantity x unit price */
      readonly amountCents: number;
    };
    readonly SalesTax: {
      /** @example Pennsylvania sales tax */
      readonly name: string;
      /** @description Percent, to a thousandth (8.875) */
      readonly ratePercent: number;
    };
    readonly QuoteTotals: {
      readonly subtotalCents: number;
      readonly taxCents: number;
      readonly totalCents: number;
      readonly depositPercent: number;
      readonly depositCents: number;
      readonly balanceCents: number;
      readonly chosenLines: readonly number[];
    };
    /** @description A name as a person types it (a customer's full name, a signature, a sender's or the quoting employee's name): one line of visible letters in any script, with digits, single spaces and the punctuation names use (' ’ - . , & ( ) " ·). Spaces of any kind are stored as single plain spaces. Line breaks and other control characters, symbols and emoji, characters that draw nothing (U+3164, U+FFA0, U+2800, zero-width spaces) and combining marks without a letter under them are refused with 400 "Names must be one line of visible letters: no line breaks, symbols or invisible characters". */
    readonly PersonName: string;
    readonly RequestFields: {
      readonly fullName: components['schemas']['PersonName'];
      /** Format: email */
      readonly email: string;
      readonly phone?: string | null;
      /** @enum {unknown} */
      readonly furnitureType?:
        | ''
        | 'table'
        | 'cabinet'
        | 'bookshelf'
        | 'bed'
        | 'desk'
        | 'locker'
        | 'other'
        | 'storage'
        | null;
      readonly description?: string | null;
      /** @enum {unknown} */
      readonly budgetRange?:
        '' | 'under-500' | '500-1000' | '1000-2500' | '2500-5000' | 'over-5000' | null;
      /** @enum {unknown} */
      readonly timeline?:
        '' | 'no-rush' | '1-2-weeks' | '1-month' | '2-3-months' | 'flexible' | 'asap' | null;
    };
    readonly NewRequestFields: components['schemas']['RequestFields'] & {
      /** @description The wizard draft to link to this project; a session is submitted once (a repeat answers the first request) */
      readonly sessionId?: string;
      /** @description The project notes (the wizard's Additional Notes), kept in full */
      readonly notes?: string | null;
      /** @description The wizard's image by reference (instead of a file): honoured only when the draft of `sessionId` holds it; empty or null for none */
      readonly imageRef?: components['schemas']['ImageReference'] | '' | null;
      /** @description Checked, then ignored; a new project starts as new */
      readonly status?: components['schemas']['RequestStatus'];
    };
    readonly RequestForm: components['schemas']['NewRequestFields'] & {
      /**
       * Format: binary
       * @description One JPEG, PNG or GIF, at most 10 MB
       */
      readonly image?: string;
    };
    readonly CustomizationForm: {
      readonly sessionId: string;
      readonly furnitureType: string;
      readonly style?: string;
      readonly constructionMaterial?: string;
      readonly specificMaterial?: string;
      readonly surfaceFinish?: string;
      readonly specificFinish?: string;
      /** @description JSON text of the dimensions as typed */
      readonly dimensions?: string;
      readonly hardware?: string;
      readonly upholstery?: string;
      readonly notes?: string;
      readonly fullName?: string;
      readonly email?: string;
      readonly phone?: string;
      readonly timeline?: string;
      /** @description JSON-encoded list of text */
      readonly features?: string;
      /** @enum {unknown} */
      readonly completed?: 'true' | 'false';
      /**
       * @description Beside the spec's fields: a table's base ('' not chosen)
       * @enum {unknown}
       */
      readonly base?: '' | 'legs' | 'trestle' | 'pedestal';
      /**
       * @description A table's leaves
       * @enum {unknown}
       */
      readonly leafCount?: '' | '0' | '1' | '2' | '3';
      /** @description Inches, 6 to 36, each leaf */
      readonly leafLength?: string;
      /** Format: binary */
      readonly image?: string;
    };
    /** @description The same draft sent as JSON; text fields may also be null */
    readonly CustomizationFields: {
      readonly sessionId: string;
      readonly furnitureType: string;
      readonly style?: string | null;
      readonly constructionMaterial?: string | null;
      readonly specificMaterial?: string | null;
      readonly surfaceFinish?: string | null;
      readonly specificFinish?: string | null;
      /** @description JSON text of the dimensions as typed */
      readonly dimensions?: string | null;
      readonly hardware?: string | null;
      readonly upholstery?: string | null;
      readonly notes?: string | null;
      readonly fullName?: string | null;
      readonly email?: string | null;
      readonly phone?: string | null;
      readonly timeline?: string | null;
      readonly features?: readonly string[] | string | null;
      /** @enum {unknown} */
      readonly completed?: true | false | 'true' | 'false' | null;
      /** @enum {unknown} */
      readonly base?: '' | 'legs' | 'trestle' | 'pedestal' | null;
      readonly leafCount?: number | ('' | '0' | '1' | '2' | '3') | null;
      readonly leafLength?: number | string | null;
    };
    /** @description The stored name of an image uploaded for a draft */
    readonly ImageReference: string;
    readonly DraftImageForm: {
      readonly sessionId: string;
      readonly furnitureType: string;
      /**
       * Format: binary
       * @description One JPEG, PNG or GIF, at most 10 MB
       */
      readonly image: string;
    };
    /** @description An image on a draft */
    readonly DraftImage: {
      readonly reference: components['schemas']['ImageReference'];
      readonly originalName: string;
    };
    /** @description A design, the piece only (the contact details are the project's), in the wizard's saved fields; the web draws it with the domain's parts model. `source` says whose: the customer's request, or the quote's version `quoteVersion` (`signed` once accepted). */
    readonly Design: {
      readonly furnitureType: string;
      readonly style: string | null;
      /** @description The construction material */
      readonly material: string | null;
      readonly specificMaterial: string | null;
      /** @description The surface finish group */
      readonly finish: string | null;
      readonly specificFinish: string | null;
      /** @description JSON text of the sizes as typed */
      readonly dimensions: string | null;
      readonly features: readonly string[];
      readonly base?: components['schemas']['TableBase'];
      /** @description A table's leaves, when given */
      readonly leafCount?: number;
      /** @description Inches, each leaf */
      readonly leafLength?: number;
      /** @description The indicative price when the customer saved it, e.g. '$2,400 – $3,100'; null for a quote's design (priced from today's list) */
      readonly estimatedPrice: string | null;
      /**
       * Format: date-time
       * @description When it was saved or quoted
       */
      readonly updatedAt: string;
      /** @enum {unknown} */
      readonly source: 'request' | 'quote';
      /** @description The version whose design it is */
      readonly quoteVersion: number | null;
      /** @description The customer accepted that version */
      readonly signed: boolean;
    };
    /** @description A wizard draft read back; no contact details */
    readonly SavedDraft: {
      readonly sessionId: string;
      readonly furnitureType: string;
      readonly style: string | null;
      readonly constructionMaterial: string | null;
      readonly specificMaterial: string | null;
      readonly surfaceFinish: string | null;
      readonly specificFinish: string | null;
      /** @description JSON text of the dimensions */
      readonly dimensions: string | null;
      readonly features: readonly string[];
      readonly base: components['schemas']['TableBase'] | null;
      readonly leafCount: number | null;
      readonly leafLength: number | null;
      readonly notes: string | null;
      readonly timeline: string | null;
      readonly image: null | {
        readonly reference: components['schemas']['ImageReference'];
        readonly originalName: string;
      };
      /** Format: date-time */
      readonly updatedAt: string;
    };
    /** @description The saved draft, as a save answers it */
    readonly Customization: {
      readonly id: number;
      readonly sessionId: string;
      /** Format: date-time */
      readonly updatedAt: string;
    };
    /** @description What the customer and the workshop both see of a project. Not an answer on its own: Project and AdminRequest close it. */
    readonly ProjectFields: {
      readonly id: number;
      readonly customerId: number;
      readonly fullName: string;
      readonly email: string;
      readonly phone: string | null;
      /** @description A value the forms offer, as stored. Text, not an enum: the database does not restrict it, and the labels show a value they do not know as it is. */
      readonly furnitureType: string | null;
      readonly description: string | null;
      /** @description Like furnitureType */
      readonly budgetRange: string | null;
      /** @description Like furnitureType */
      readonly timeline: string | null;
      /** @description Served at /uploads/{imagePath} */
      readonly imagePath: string | null;
      readonly imageOriginalName: string | null;
      readonly status: components['schemas']['RequestStatus'];
      /** @description Project notes, shown to the customer */
      readonly notes: string | null;
      /** @description The workshop's note to the customer on marking the project completed (the notes of PATCH .../status), kept apart from the customer's own project notes */
      readonly completionNote: string | null;
      readonly quoteAmount: string | null;
      readonly quoteNotes: string | null;
      /** Format: date-time */
      readonly quotedAt: string | null;
      readonly quotedBy: string | null;
      readonly quoteApproved: boolean;
      /** Format: date-time */
      readonly quoteApprovedAt: string | null;
      /** @description The workshop's latest message on the project */
      readonly adminMessage: string | null;
      /** Format: date-time */
      readonly adminMessageSentAt: string | null;
      readonly adminMessageSentBy: string | null;
      /** Format: date-time */
      readonly createdAt: string;
      /** Format: date-time */
      readonly updatedAt: string;
    };
    /** @description A project as its customer sees it (never the internal adminNotes) */
    readonly Project: components['schemas']['ProjectFields'];
    /** @description A project as the workshop sees it, internal notes included */
    readonly AdminRequest: components['schemas']['ProjectFields'] & {
      /** @description Internal notes, never shown to the customer */
      readonly adminNotes: string;
      /** @description In a page of the list: a new request still without a quote 3 business days after it arrived (weekends not counted). */
      readonly quoteOverdue?: boolean;
      readonly accountSummary?: components['schemas']['AccountSummary'];
      /** @description In a page of the list: the customer's answer on showing the finished piece (GET .../showcase-consent's allowed), null while they have not answered. */
      readonly showcaseAllowed?: boolean | null;
    };
    /** @description One page of the workshop's list, with the tabs' figures */
    readonly RequestPage: {
      readonly requests: readonly (components['schemas']['AdminRequest'] & {
        readonly quoteOverdue: boolean;
        readonly accountSummary: components['schemas']['AccountSummary'];
        readonly showcaseAllowed: boolean | null;
      })[];
      /** @description Pass as cursor for the next page; null on the last page. */
      readonly nextCursor: string | null;
      /** @enum {unknown} */
      readonly sort: 'newest' | 'oldest' | 'quote-due';
      readonly limit: number;
      readonly counts: components['schemas']['StatusCounts'];
      readonly matching: components['schemas']['StatusCounts'];
    };
    /** @description Requests by status, and their total (matching the search, in `matching`) */
    readonly StatusCounts: {
      readonly total: number;
      readonly new: number;
      readonly quoted: number;
      readonly in_progress: number;
      readonly completed: number;
      readonly declined: number;
    };
    readonly Message: {
      readonly id: number;
      readonly projectId: number;
      readonly message: string;
      readonly senderType: components['schemas']['UserType'];
      readonly senderName: string;
      readonly readByAdmin: boolean;
      readonly readByCustomer: boolean;
      /** Format: date-time */
      readonly sentAt: string;
      /** @description The files sent with the message, in the order they were sent */
      readonly attachments: readonly components['schemas']['MessageAttachment'][];
    };
    readonly MessageAttachment: {
      /** @description The sender's file name, cleaned to printable characters */
      readonly name: string;
      /** @enum {string} */
      readonly contentType:
        'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'application/pdf';
      /** @description Bytes as stored (an image after re-encoding) */
      readonly size: number;
      /** @description Where the project's customer and the workshop read it */
      readonly url: string;
    };
    readonly ProgressPhoto: {
      /** @description The photo, for the project's customer and the workshop */
      readonly url: string;
      /** @description A small JPEG of it (same access rule) */
      readonly thumbnailUrl: string;
      /** @description The file name it was sent with */
      readonly name: string;
      readonly width: number;
      readonly height: number;
    };
    readonly ProgressUpdate: {
      readonly id: number;
      /**
       * @description completion is the entry marking the project complete adds
       * @enum {string}
       */
      readonly kind: 'update' | 'completion';
      readonly milestone: string;
      readonly note: string | null;
      /** Format: date-time */
      readonly postedAt: string;
      readonly readByCustomer: boolean;
      /** @description Who posted it: the staff member's name, or the workshop's name for the owner's passkey; null for updates posted before authors were kept */
      readonly authorName?: string | null;
      /**
       * Format: date-time
       * @description When the workshop last changed its text (the customer sees "edited")
       */
      readonly editedAt?: string | null;
      readonly photos: readonly components['schemas']['ProgressPhoto'][];
    };
    /** @description Who did it; name as they signed or were named, when known (for the workshop: the signed-in staff member's name; the owner's passkey names nobody) */
    readonly ActivityActor: {
      /** @enum {unknown} */
      readonly role: 'customer' | 'admin' | 'system';
      readonly name?: string;
    };
    /** @description One entry of a project's activity log, by `type` */
    readonly ActivityEntry:
      | components['schemas']['ActivityRequestCreated']
      | components['schemas']['ActivityAccountCreated']
      | components['schemas']['ActivityRequestEdited']
      | components['schemas']['ActivityQuoteSent']
      | components['schemas']['ActivityQuoteViewed']
      | components['schemas']['ActivityQuoteChangesRequested']
      | components['schemas']['ActivityQuoteDeclined']
      | components['schemas']['ActivityQuoteApproved']
      | components['schemas']['ActivityMessagePosted']
      | components['schemas']['ActivityNotesUpdated']
      | components['schemas']['ActivityDrawingsAttached']
      | components['schemas']['ActivityProgressPosted']
      | components['schemas']['ActivityProgressEdited']
      | components['schemas']['ActivityProgressDeleted']
      | components['schemas']['ActivityInvoiceIssued']
      | components['schemas']['ActivityPaymentRecorded']
      | components['schemas']['ActivityPaymentVoided']
      | components['schemas']['ActivityStatusChanged']
      | components['schemas']['ActivityEmail'];
    /** @description The request was sent (source null: recorded before the source was) */
    readonly ActivityRequestCreated: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'request_created';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
      /** @enum {unknown} */
      readonly source: 'wizard' | 'quick_form' | null;
    };
    /** @description The first request created the customer's account */
    readonly ActivityAccountCreated: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'account_created';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
    };
    /** @description The customer edited the request; the fields that changed, by name */
    readonly ActivityRequestEdited: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'request_edited';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
      readonly fields: readonly (
        | 'fullName'
        | 'email'
        | 'phone'
        | 'furnitureType'
        | 'description'
        | 'budgetRange'
        | 'timeline'
      )[];
    };
    /** @description A quote version was sent */
    readonly ActivityQuoteSent: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'quote_sent';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
      readonly quoteVersion: number | null;
      readonly amount: string | null;
    };
    /** @description The customer opened a version for the first time */
    readonly ActivityQuoteViewed: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'quote_viewed';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
      readonly quoteVersion: number;
    };
    /** @description The customer asked for changes to a version */
    readonly ActivityQuoteChangesRequested: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'quote_changes_requested';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
      readonly quoteVersion: number;
    };
    /** @description The customer declined a version */
    readonly ActivityQuoteDeclined: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'quote_declined';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
      readonly quoteVersion: number;
      readonly reason: string | null;
    };
    /** @description The customer accepted a version (actor name: the typed signature) */
    readonly ActivityQuoteApproved: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'quote_approved';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
      readonly quoteVersion: number | null;
      readonly amount: string | null;
      /** @description The SHA-256 the signed copy's certificate prints (of the quote as accepted); null for an acceptance made before signed copies were kept */
      readonly signedCopyFingerprint: string | null;
    };
    /** @description A message in the thread */
    readonly ActivityMessagePosted: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'message_posted';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
      readonly messageId: number;
    };
    /** @description The workshop changed the project's internal notes (what they say is not told) */
    readonly ActivityNotesUpdated: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'notes_updated';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
    };
    /** @description The workshop attached its own drawings to a quote version */
    readonly ActivityDrawingsAttached: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'drawings_attached';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
      readonly quoteVersion: number;
      readonly names: readonly string[];
    };
    /** @description A progress update */
    readonly ActivityProgressPosted: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'progress_posted';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
      readonly milestone: string;
      readonly photoCount: number;
    };
    /** @description The workshop changed a progress update's text (milestone: as edited) */
    readonly ActivityProgressEdited: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'progress_edited';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
      readonly milestone: string;
    };
    /** @description The workshop took a progress update off the customer's timeline, and why */
    readonly ActivityProgressDeleted: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'progress_deleted';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
      readonly milestone: string;
      readonly reason: string;
    };
    /** @description An invoice was issued (a deposit on approval, the balance on completion) */
    readonly ActivityInvoiceIssued: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'invoice_issued';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
      /** @description Its number, as INV-0042 */
      readonly invoice: string | null;
      /** @enum {unknown} */
      readonly kind: 'deposit' | 'balance' | null;
      readonly amountCents: number | null;
    };
    /** @description The workshop recorded a payment (the actor names who) */
    readonly ActivityPaymentRecorded: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'payment_recorded';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
      readonly paymentId: number;
      readonly amountCents: number | null;
      /** @enum {unknown} */
      readonly method: 'bank_transfer' | 'cheque' | 'cash' | 'card' | 'other' | null;
    };
    /** @description The workshop voided a payment, saying why (the actor names who) */
    readonly ActivityPaymentVoided: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'payment_voided';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
      readonly paymentId: number;
      readonly reason: string | null;
    };
    /** @description A project's money in whole cents: the firm price agreed (null without one), what its invoices asked, what the payments not voided paid, what is invoiced and unpaid (due), and what is left of the price (balance). Payments settle the oldest invoice first. */
    readonly ProjectAccount: {
      readonly currency: string;
      readonly priceCents: number | null;
      readonly invoicedCents: number;
      readonly paidCents: number;
      readonly dueCents: number;
      readonly balanceCents: number;
      readonly invoices: readonly components['schemas']['Invoice'][];
      readonly payments: readonly components['schemas']['Payment'][];
    };
    /** @description In a page of the workshop's list: what a card shows of a project's money without reading its account (GET .../payments, for the invoices and payments themselves). The same sums, the number of invoices, and the oldest invoice not fully paid (null when none is). */
    readonly AccountSummary: {
      readonly currency: string;
      readonly priceCents: number | null;
      readonly invoicedCents: number;
      readonly paidCents: number;
      readonly dueCents: number;
      readonly balanceCents: number;
      readonly invoiceCount: number;
      readonly openInvoice: null | {
        /** @enum {unknown} */
        readonly kind: 'deposit' | 'balance';
        readonly amountCents: number;
        readonly paidCents: number;
        /**
         * Format: date
         * @description The workshop's calendar day it is due: format it, never convert it
         */
        readonly dueOn: string;
      };
    };
    readonly Invoice: {
      readonly id: number;
      /** @description As printed: INV-0042 */
      readonly number: string;
      /** @enum {unknown} */
      readonly kind: 'deposit' | 'balance';
      readonly quoteVersion: number;
      /** @description What it bills: 50% deposit on quote v2, total $6,466.00 */
      readonly description: string;
      readonly amountCents: number;
      readonly paidCents: number;
      /** Format: date-time */
      readonly issuedAt: string;
      /**
       * Format: date
       * @description The workshop's calendar day it was issued
       */
      readonly issuedOn: string;
      /**
       * Format: date
       * @description The workshop's calendar day it is due: format it, never convert it
       */
      readonly dueOn: string;
    };
    /** @description A payment received; a voided one stays, with who voided it and why */
    readonly Payment: {
      readonly id: number;
      readonly amountCents: number;
      /** Format: date */
      readonly paidOn: string;
      /** @enum {unknown} */
      readonly method: 'bank_transfer' | 'cheque' | 'cash' | 'card' | 'other';
      readonly reference: string | null;
      readonly recordedBy: string;
      /** Format: date-time */
      readonly recordedAt: string;
      /** Format: date-time */
      readonly voidedAt: string | null;
      readonly voidedBy: string | null;
      readonly voidReason: string | null;
    };
    /** @description The project's status moved (from null: before the log starts) */
    readonly ActivityStatusChanged: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'status_changed';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
      readonly from: components['schemas']['RequestStatus'] | null;
      readonly to: components['schemas']['RequestStatus'];
    };
    /** @description An email the site sent, or tried to (pending: still being tried) */
    readonly ActivityEmail: {
      /** @description Stable across reads */
      readonly id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      readonly type: 'email';
      /** Format: date-time */
      readonly at: string;
      readonly actor: components['schemas']['ActivityActor'];
      readonly template: components['schemas']['EmailTemplate'];
      readonly recipient: string;
      /** @enum {unknown} */
      readonly state: 'sent' | 'failed' | 'pending' | 'skipped';
      /** @description The mail server's last answer */
      readonly error: string | null;
      readonly attempts: number;
    };
    /** @description Which email it is; its title is what the team calls it */
    readonly EmailTemplate:
      | 'credentials'
      | 'request-confirmation'
      | 'new-request-alert'
      | 'quote-ready'
      | 'quote-reminder'
      | 'quote-viewed'
      | 'quote-changes-requested'
      | 'quote-declined'
      | 'quote-approved'
      | 'project-completed'
      | 'project-deleted'
      | 'progress-posted'
      | 'new-message'
      | 'message-digest'
      | 'password-reset'
      | 'password-changed'
      | 'sign-in-warning'
      | 'staff-invitation'
      | 'review-request'
      | 'signed-copy'
      | 'invoice'
      | 'deposit-reminder'
      | 'payment-receipt';
    /** @description One email the workshop's site sent or tried to send */
    readonly EmailDelivery: {
      readonly id: number;
      readonly template: components['schemas']['EmailTemplate'];
      readonly recipient: string;
      readonly projectId: number | null;
      /**
       * @description sending (being sent now), retrying (the mail system did not take it; tried again with backoff), sent, skipped (nothing to send any more), failed (refused for good, or retries spent)
       * @enum {unknown}
       */
      readonly status: 'sending' | 'retrying' | 'sent' | 'skipped' | 'failed';
      readonly attempts: number;
      /** @description The mail server's last answer */
      readonly lastError: string | null;
      /** Format: date-time */
      readonly createdAt: string;
      /** Format: date-time */
      readonly updatedAt: string;
      /** Format: date-time */
      readonly sentAt: string | null;
    };
    /** @description A member of the workshop's team, as the owner sees them */
    readonly StaffMember: {
      readonly id: number;
      readonly email: string;
      readonly name: string;
      /** @enum {unknown} */
      readonly role: 'owner' | 'staff';
      /**
       * @description invited (neither a password nor a passkey chosen yet) or active
       * @enum {unknown}
       */
      readonly status: 'invited' | 'active';
      /** @description Whether they hold a WebAuthn passkey to sign in with */
      readonly hasPasskey: boolean;
      /** Format: date-time */
      readonly invitedAt: string;
    };
    /** @description Who is calling, from the session cookie */
    readonly Session:
      | {
          /** @constant */
          readonly authenticated: true;
          /** @enum {unknown} */
          readonly role: 'customer' | 'admin';
          /** @description The customer's or the staff member's; null for the owner's passkey */
          readonly email: string | null;
          /** @description The staff member's name; null for a customer and the owner's passkey */
          readonly name: string | null;
          /**
           * @description Admin sessions only; the owner's passkey is the owner
           * @enum {unknown}
           */
          readonly staffRole: 'owner' | 'staff' | null;
          /** @description False while a temporary password is in use */
          readonly passwordChanged: boolean;
          /** Format: date-time */
          readonly expiresAt: string;
        }
      | {
          /** @constant */
          readonly authenticated: false;
          readonly role: null;
          readonly email: null;
          readonly name: null;
          readonly staffRole: null;
          /** @constant */
          readonly passwordChanged: false;
          readonly expiresAt: null;
        };
    readonly RequestTablePage: {
      readonly rows: readonly components['schemas']['RequestTableRow'][];
      readonly nextCursor: string | null;
      readonly sort: string;
      /** @enum {unknown} */
      readonly dir: 'asc' | 'desc';
      readonly limit: number;
      /** @description Every row the filters match */
      readonly total: number;
    };
    readonly RequestTableRow: {
      readonly id: number;
      readonly fullName: string;
      readonly email: string;
      readonly furnitureType: string | null;
      /** @description The design in force in words, e.g. '96 x 40 x 30 in walnut trestle table with 2 leaves of 18 in': the signed version's, else the customer's, else the quote's; null without one */
      readonly piece: string | null;
      readonly status: components['schemas']['RequestStatus'];
      /** Format: date-time */
      readonly createdAt: string;
      readonly quoteOverdue: boolean;
      /** Format: date-time */
      readonly lastMessageAt: string | null;
      /** @enum {unknown} */
      readonly lastMessageFrom: 'customer' | 'admin' | null;
      readonly lastMessageBy: string | null;
      readonly unread: number;
      readonly quoteAmount: string | null;
      readonly value: number | null;
    };
    readonly ReviewInput: {
      readonly rating: number;
      readonly text: string;
    };
    readonly Review: {
      readonly projectId: number;
      readonly rating: number;
      readonly text: string;
      /** @enum {unknown} */
      readonly status: 'awaiting_approval' | 'approved' | 'hidden';
      readonly furnitureType: string | null;
      /** Format: date-time */
      readonly createdAt: string;
      /** Format: date-time */
      readonly updatedAt: string;
    };
    readonly PublicShowcase: {
      /** @description The portfolio's shown items in order; `specKey` names the drawn illustration of one of the spec's six (shown while it has no photo), null for an item the owner added. */
      readonly portfolio: readonly {
        readonly id: number;
        readonly specKey: string | null;
        readonly title: string;
        readonly subtitle: string;
        readonly photos: readonly {
          /** @description The photo at the default width */
          readonly url: string;
          /** @description Every served width, for an img srcset */
          readonly srcset: string;
          readonly width: number;
          readonly height: number;
          readonly alt: string;
        }[];
      }[];
      readonly pieces: readonly {
        readonly id: number;
        readonly title: string;
        readonly text: string | null;
        readonly photos: readonly {
          /** @description The photo at the default width */
          readonly url: string;
          /** @description Every served width, for an img srcset */
          readonly srcset: string;
          readonly width: number;
          readonly height: number;
        }[];
      }[];
      readonly reviews: readonly {
        readonly rating: number;
        readonly text: string;
        readonly furnitureType: string | null;
        /** Format: date */
        readonly date: string;
      }[];
      readonly rating: {
        readonly average: number;
        readonly count: number;
      } | null;
    };
    readonly PortfolioItem: {
      readonly id: number;
      readonly specKey: string | null;
      readonly title: string;
      readonly subtitle: string;
      readonly hidden: boolean;
      /** Format: date-time */
      readonly changedAt: string | null;
      /** @description null for the owner passkey or never changed */
      readonly changedBy: string | null;
      readonly photos: readonly {
        readonly id: number;
        readonly url: string;
        readonly srcset: string;
        readonly width: number;
        readonly height: number;
        readonly alt: string;
        /** @description The file name it was sent under */
        readonly name: string;
      }[];
    };
    readonly PortfolioChanged: {
      readonly message: string;
      readonly items: readonly components['schemas']['PortfolioItem'][];
    };
    readonly ShowcaseConsent: {
      readonly allowed: boolean;
      /** Format: date-time */
      readonly answeredAt: string;
    };
    readonly WorkshopProfile: {
      readonly name: string;
      readonly tagline: string;
      readonly phone: string;
      /** Format: email */
      readonly email: string;
      readonly address: {
        readonly street: string;
        readonly city: string;
        readonly region: string;
        readonly regionCode: string;
        readonly postalCode: string;
      };
      readonly responsePromise: string;
      readonly quotePromise: string;
      /** @description Empty when not shown */
      readonly openingHours: string;
      /** @description Empty when not shown */
      readonly serviceArea: string;
      /** @description Empty when not shown */
      readonly about: string;
      readonly team: readonly {
        readonly name: string;
        readonly role: string;
        /** @description The member's photo (GET /api/workshop-profile/team-photos/{id}); null for none, when the landing shows their initials. A save names an uploaded photo by `id` (the size it sends is not read: the server's is kept); a save without it reads as null. */
        readonly photo: {
          readonly id: number;
          readonly width: number;
          readonly height: number;
        } | null;
      }[];
      /** @description Care and warranty; empty when not shown */
      readonly carePromise: string;
      readonly paymentInstructions: string;
      /** @description The terms a new quote is given, one per line */
      readonly quoteTerms: string;
      readonly quoteValidityDays: number;
      readonly defaultDepositPercent: number;
      readonly currency: string;
      /** @description Charged on a quote's taxable lines (rate 0: none). A save from before this field existed, without it, takes the default (Pennsylvania sales tax, 6%). */
      readonly salesTax: components['schemas']['SalesTax'];
    };
    readonly WorkshopProfileVersion: {
      readonly id: number;
      /** Format: date-time */
      readonly savedAt: string;
      /** @description The staff member's name; null for the owner's passkey */
      readonly savedBy: string | null;
      readonly restoredFrom: number | null;
      readonly profile: components['schemas']['WorkshopProfile'];
    };
    readonly WorkshopProfileSaved: {
      readonly message: string;
      readonly version: components['schemas']['WorkshopProfileVersion'];
    };
    /** @description The figures of the indicative price: base price x size x material x finish + add-ons, shown from range.low to range.high times that figure */
    readonly PriceList: {
      /** @description Whole dollars per furniture type (table, desk, cabinet, locker, storage) */
      readonly basePrices: {
        readonly [key: string]: number;
      };
      /** @description The share of a price that does not grow with size */
      readonly fixedShare: number;
      /** @description Against solid oak (1), by material value */
      readonly materialFactors: {
        readonly [key: string]: number;
      };
      /** @description Against an oil finish (1), by finish value */
      readonly finishFactors: {
        readonly [key: string]: number;
      };
      /** @description Whole dollars per feature, by type; a locker's are per compartment */
      readonly featurePrices: {
        readonly [key: string]: {
          readonly [key: string]: number;
        };
      };
      readonly range: {
        readonly low: number;
        readonly high: number;
      };
    };
    readonly PriceListVersion: {
      readonly id: number;
      /** Format: date-time */
      readonly savedAt: string;
      /** @description The staff member's name; null for the owner's passkey */
      readonly savedBy: string | null;
      readonly restoredFrom: number | null;
      readonly list: components['schemas']['PriceList'];
    };
    readonly PriceListSaved: {
      readonly message: string;
      readonly version: components['schemas']['PriceListVersion'];
    };
    /** @description One thing waiting on the workshop, on one project */
    readonly InboxItem: {
      /** @enum {unknown} */
      readonly kind:
        'unread-message' | 'change-request' | 'overdue-quote' | 'new-request' | 'unpaid-deposit';
      readonly projectId: number;
      readonly status: components['schemas']['RequestStatus'];
      /** @description The customer's name on the project */
      readonly customer: string;
      /** @description The piece, as the project names it */
      readonly piece: string | null;
      /**
       * Format: date-time
       * @description Since when it waits: the thread's last message, the change request, the request's arrival (overdue or new), the deposit's due date
       */
      readonly since: string;
    };
    /** @description One of the member's passkeys, as they see it (never its key) */
    readonly Passkey: {
      readonly id: number;
      /** @description The browser and system it was added on ("Chrome on macOS") */
      readonly name: string;
      /** Format: date-time */
      readonly createdAt: string;
      /**
       * Format: date-time
       * @description Its last sign-in; null if it has not signed in yet
       */
      readonly lastUsedAt: string | null;
      /** @description It is the member's only way to sign in (no password, no other passkey): removing it is refused */
      readonly lastWayIn: boolean;
    };
    /** @description A WebAuthn ceremony under way */
    readonly PasskeyCeremony: {
      /** @description Names the server-side challenge; send it back with the answer */
      readonly challengeId: string;
      /** @description PublicKeyCredentialCreationOptionsJSON (adding a passkey) or PublicKeyCredentialRequestOptionsJSON (signing in), for the browser as they are */
      readonly options: {
        readonly [key: string]: unknown;
      };
    };
    /** @description The authenticator's answer to a ceremony */
    readonly PasskeyAnswer: {
      readonly challengeId: string;
      /** @description The PublicKeyCredential as JSON (RegistrationResponseJSON or AuthenticationResponseJSON) */
      readonly response: {
        readonly [key: string]: unknown;
      };
    };
  };
  responses: {
    /** @description Done */
    readonly Done: {
      headers: {
        readonly [name: string]: unknown;
      };
      content: {
        readonly 'application/json': components['schemas']['MessageBody'];
      };
    };
    /** @description The project after the change, as its customer sees it */
    readonly ProjectChanged: {
      headers: {
        readonly [name: string]: unknown;
      };
      content: {
        readonly 'application/json': {
          readonly message: string;
          readonly request: components['schemas']['Project'];
        };
      };
    };
    /** @description The project after the change, as the workshop sees it */
    readonly AdminRequestChanged: {
      headers: {
        readonly [name: string]: unknown;
      };
      content: {
        readonly 'application/json': {
          readonly message: string;
          readonly request: components['schemas']['AdminRequest'];
        };
      };
    };
    /** @description Invalid input; `message` is the first rule broken, `errors` maps fields to messages */
    readonly BadRequest: {
      headers: {
        readonly [name: string]: unknown;
      };
      content: {
        readonly 'application/json': components['schemas']['Error'];
      };
    };
    /** @description Not signed in, or wrong credentials */
    readonly Unauthenticated: {
      headers: {
        readonly [name: string]: unknown;
      };
      content: {
        readonly 'application/json': components['schemas']['Error'];
      };
    };
    /** @description Addressed to another name than the site's (PUBLIC_URL's host; in local mode also localhost, 127.0.0.1 and [::1] on its port); a DNS rebinding attempt */
    readonly MisdirectedRequest: {
      headers: {
        readonly [name: string]: unknown;
      };
      content: {
        readonly 'application/json': components['schemas']['Error'];
      };
    };
    /** @description Signed in, but not allowed (wrong role, temporary-password session, cross-site) */
    readonly Forbidden: {
      headers: {
        readonly [name: string]: unknown;
      };
      content: {
        readonly 'application/json': components['schemas']['Error'];
      };
    };
    /** @description No such project (or not yours) */
    readonly NotFound: {
      headers: {
        readonly [name: string]: unknown;
      };
      content: {
        readonly 'application/json': components['schemas']['Error'];
      };
    };
    /** @description A rule refused the change (lifecycle, draft already sent, password changed meanwhile; `rule` names it), or an Idempotency-Key whose first request's answer is not available (no `rule`) */
    readonly Conflict: {
      headers: {
        readonly [name: string]: unknown;
      };
      content: {
        readonly 'application/json': components['schemas']['Error'];
      };
    };
    /** @description The Idempotency-Key was already used for a different request (another method, path or body) */
    readonly IdempotencyKeyReused: {
      headers: {
        readonly [name: string]: unknown;
      };
      content: {
        readonly 'application/json': components['schemas']['Error'];
      };
    };
    /** @description A JSON body over 100 kB */
    readonly PayloadTooLarge: {
      headers: {
        readonly [name: string]: unknown;
      };
      content: {
        readonly 'application/json': components['schemas']['Error'];
      };
    };
    /** @description Rate limited; see Retry-After (an upload also meets a budget of decoded megapixels per address and per account) */
    readonly TooManyRequests: {
      headers: {
        readonly [name: string]: unknown;
      };
      content: {
        readonly 'application/json': components['schemas']['Error'];
      };
    };
    /** @description Every image decode slot of this server and its short queue are taken, the file store cannot be written, or the disk is short of space; try again (see Retry-After) */
    readonly UploadsBusy: {
      headers: {
        readonly [name: string]: unknown;
      };
      content: {
        readonly 'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: {
    readonly ProjectId: number;
    /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
    readonly IdempotencyKey: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
