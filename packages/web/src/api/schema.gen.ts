/**
 * Generated from docs/openapi.yaml by `pnpm --filter @workshop/web generate:api`; do not edit.
 * The typecheck regenerates it, so a change to the contract reaches every caller.
 */
export interface paths {
  '/api/customizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a wizard draft back by its session id, to restore the wizard
     * @description The design, the notes and the image reference, never the contact details (the session id is the only key the visitor holds). The session id goes in the query, which the request log leaves out.
     */
    get: {
      parameters: {
        query: {
          sessionId: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The saved draft */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              draft: components['schemas']['SavedDraft'];
            };
          };
        };
        400: components['responses']['BadRequest'];
        /** @description No draft saved for this session */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        409: components['responses']['Conflict'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    put?: never;
    /** Save the wizard's draft (steps 1-7), upserted by sessionId */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': components['schemas']['CustomizationForm'];
          'application/json': components['schemas']['CustomizationFields'];
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              customization: components['schemas']['Customization'];
            };
          };
        };
        400: components['responses']['BadRequest'];
        403: components['responses']['Forbidden'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        422: components['responses']['IdempotencyKeyReused'];
        429: components['responses']['TooManyRequests'];
        503: components['responses']['UploadsBusy'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customizations/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The wizard's inspiration image, uploaded once, as soon as it is chosen
     * @description The image is checked and re-encoded like every upload and put on the session's draft (started with its furniture type if no save has arrived yet), replacing the image it had. Counted like a draft save, and against the drafts' daily bytes per address. The answer's `reference` is the stored name: a request may name it only together with the session id of the draft that holds it.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': components['schemas']['DraftImageForm'];
        };
      };
      responses: {
        /** @description On the draft */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              image: components['schemas']['DraftImage'];
            };
          };
        };
        400: components['responses']['BadRequest'];
        403: components['responses']['Forbidden'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        422: components['responses']['IdempotencyKeyReused'];
        429: components['responses']['TooManyRequests'];
        503: components['responses']['UploadsBusy'];
      };
    };
    /** Takes the image off the draft, if it is still that one, and deletes it */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            sessionId: string;
            reference: components['schemas']['ImageReference'];
          };
        };
      };
      responses: {
        200: components['responses']['Done'];
        400: components['responses']['BadRequest'];
        403: components['responses']['Forbidden'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The admin's list of every request, or the signed-in customer's own projects
     * @description Every request at once (the workshop) or the customer's own projects, newest first, as the spec's list; any other query parameter is ignored. The workshop's pages are GET /api/admin/furniture-requests.
     */
    get: {
      parameters: {
        query?: {
          /** @description Accepted for compatibility and ignored; the session decides whose list it is. */
          customerEmail?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Newest first. Customers never receive adminNotes. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              components['schemas']['AdminRequest'][] | components['schemas']['Project'][];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    /** Submit a project request; the first one from an email creates the account */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': components['schemas']['RequestForm'];
          'application/json': components['schemas']['NewRequestFields'];
        };
      };
      responses: {
        /** @description Received. The answer is the same whether or not the email already had an account (the emails tell the person), so it cannot be used to find out who is a customer. A repeated submission with the same `sessionId` (two tabs, a double tap) creates nothing and gets the first request's answer, the same 201 and id. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              request: {
                id: number;
              };
            };
          };
        };
        400: components['responses']['BadRequest'];
        403: components['responses']['Forbidden'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        422: components['responses']['IdempotencyKeyReused'];
        429: components['responses']['TooManyRequests'];
        503: components['responses']['UploadsBusy'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/furniture-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of the workshop's list, with the tabs' figures
     * @description Keyset on created_at, id; 25 requests unless limit says otherwise; every parameter is optional (no status: every status; no sort: newest). See docs/decisions.md.
     */
    get: {
      parameters: {
        query?: {
          /** @description One tab. Every status when absent or empty. */
          status?: components['schemas']['RequestStatus'];
          /** @description newest (default) or oldest by arrival; quote-due puts the overdue new requests (no quote 3 business days after arrival, weekends not counted) first, longest waiting first, then the rest newest first. */
          sort?: 'newest' | 'oldest' | 'quote-due';
          /** @description Search (trimmed; empty means none): case-insensitive in full name, email, description and furniture type, as typed in the phone, or the request number ("812", "#812"). */
          q?: string;
          /** @description Requests per page, 1 to 100; 25 when absent. */
          limit?: number;
          /** @description The previous page's nextCursor, with the same sort; opaque. */
          cursor?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description One page, newest first unless sort says otherwise. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RequestPage'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /** One project as it is now (the workshop's), for a dialog that acts on it */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The project */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              request: components['schemas']['AdminRequest'];
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    /** The workshop deletes a request, its messages and image */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: components['responses']['Done'];
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    options?: never;
    head?: never;
    /** The customer edits their own project while it is new */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['RequestFields'];
        };
      };
      responses: {
        200: components['responses']['ProjectChanged'];
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    trace?: never;
  };
  '/api/furniture-requests/{id}/customer-delete': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * The customer deletes their own project until the quote is approved
     * @description A `customerEmail` in the body is ignored.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            /** @description Ignored; the session decides */
            customerEmail?: string;
          };
        };
      };
      responses: {
        200: components['responses']['Done'];
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/quote': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The workshop quotes a project: a first quote (new to quoted), a revision while the customer has not answered, or a new version reopening a declined project. Each call is a new version. */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @example $1,200 - $1,500 */
            quoteAmount: string;
            quoteNotes?: string | null;
            quotedBy: components['schemas']['PersonName'];
            /**
             * Format: date
             * @description The last day the quote is valid (UTC); default 30 days on, at most 365
             */
            validUntil?: string;
            /** @description A firm price in whole cents of the workshop's currency, beside the free-text amount; absent or null for a range, which can still be approved but raises no invoice */
            priceCents?: number | null;
            /** @description The share of the firm price asked up front, the balance due on completion; needs a firm price or lines; absent takes the workshop's default deposit */
            depositPercent?: number | null;
            design?: components['schemas']['QuotedDesignInput'];
            /** @description The quote in lines, the piece first (never optional), then options, delivery, fees and discounts (a negative unit price). Instead of priceCents (both are refused): the firm price is their total before options, with the workshop's sales tax on taxable lines, and quoteAmount is set to it */
            lines?: components['schemas']['QuoteLineInput'][];
            /** @description Why this customer pays no sales tax (a resale certificate); with lines */
            taxExemptReason?: string | null;
          };
        };
      };
      responses: {
        200: components['responses']['AdminRequestChanged'];
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        422: components['responses']['IdempotencyKeyReused'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The customer accepts the current quote (quoted to in_progress); an acceptance record is kept that nobody can change
     * @description Without a body (the spec's call) the signed-in customer accepts the current version by click, in the name on the project, and the record and the PDF say so (method `click`). With a body (the dashboard) the customer signs with their typed name (method `typed_signature`); a body without `signatureName` is refused.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            signatureName: components['schemas']['PersonName'];
            /** @description The version accepted (default the current one); an older one is refused */
            version?: number;
            /** @description The optional lines ticked, by place in the version's lines (from 0); any other line is refused. The total signed is the lines with these, and the tax */
            chosenLines?: number[];
          };
        };
      };
      responses: {
        200: components['responses']['ProjectChanged'];
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        422: components['responses']['IdempotencyKeyReused'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/request-changes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The customer asks for changes to the current quote; the message joins the thread and the team is emailed (once per version) */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            message: string;
            version?: number;
          };
        };
      };
      responses: {
        200: components['responses']['Done'];
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        422: components['responses']['IdempotencyKeyReused'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The customer declines the current quote with a reason (quoted to declined) */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
            version?: number;
          };
        };
      };
      responses: {
        200: components['responses']['ProjectChanged'];
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        422: components['responses']['IdempotencyKeyReused'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/quotes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /** Every version of the project's quote, oldest first, with its state, and the acceptance (the project's customer and the workshop); only a read */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The versions and the acceptance */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['QuoteVersion'][];
              /** @description The design the customer sent from the wizard, which each version's changes are read from; null for a project sent by the quick form */
              requestDesign: components['schemas']['QuotedDesign'] | null;
              acceptance: components['schemas']['QuoteAcceptance'] | null;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/quotes/{version}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
        version: number;
      };
      cookie?: never;
    };
    /**
     * One version of the quote as a PDF (the project's customer and the workshop); only a read: fetching it, from any page, does not count as the customer opening the quote
     * @description Each process keeps the PDFs it drew, by everything they print (a version never changes, but its state and its acceptance do), and serves them with a strong ETag, the SHA-256 of the bytes: the same on every replica. Calls are counted per caller (customer, else address) by each process.
     */
    get: {
      parameters: {
        query?: never;
        header?: {
          'If-None-Match'?: string;
        };
        path: {
          id: components['parameters']['ProjectId'];
          version: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The PDF, with a strong ETag, private and revalidated on each use */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': Blob;
          };
        };
        /** @description The ETag matched the PDF as it reads now */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/quotes/{version}/drawings/{position}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
        version: number;
        /** @description The drawing's place on its quote version (1 to 5) */
        position: number;
      };
      cookie?: never;
    };
    /**
     * One of the workshop's drawings on a quote version, for the project's customer and the workshop only (another customer is told the project does not exist)
     * @description Served like a message's files: nosniff, the API's policy that allows nothing, `Cache-Control: private`; a PDF with `Content-Disposition: attachment`, an image inline, under the name it was attached with.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
          version: number;
          /** @description The drawing's place on its quote version (1 to 5) */
          position: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': Blob;
            'image/png': Blob;
            'image/gif': Blob;
            'image/webp': Blob;
            'application/pdf': Blob;
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/furniture-requests/{id}/quotes/{version}/drawings': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
        version: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The workshop attaches its own drawings (PDFs or images) to the quote version it sent
     * @description Multipart with up to 5 files in `files`, checked like a message's attachments (JPEG, PNG, GIF, WebP or PDF by content, each at most 10 MB; images re-encoded, PDFs without their active content). Only the current version takes drawings, and only until the customer answers it (409 otherwise); a version carries at most 5. Refused before the body is read when the caller is not the workshop (401/403), the project or version does not exist (404) or the version takes no drawings (409); one refused file refuses them all.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
          version: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            files: Blob[];
          };
        };
      };
      responses: {
        /** @description Attached */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              data: components['schemas']['QuoteDrawing'][];
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        503: components['responses']['UploadsBusy'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/quotes/{version}/viewed': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
        version: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The customer opened this version on the site's own page (the dashboard's quote panel came into view): the first opening of the current version awaiting an answer marks it viewed and tells the team, once; any later call, an older version or a project past its quote changes nothing. Customers only; the team's reads never count */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
          version: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The version as it stands now */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['QuoteVersion'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Mark a project in progress as completed (the only status change offered) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @constant */
            status: 'completed';
            /** @description Project notes shown to the customer */
            notes?: string | null;
          };
        };
      };
      responses: {
        200: components['responses']['AdminRequestChanged'];
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    trace?: never;
  };
  '/api/furniture-requests/{id}/admin-notes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Internal notes, never shown to the customer */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            adminNotes: string;
          };
        };
      };
      responses: {
        200: components['responses']['AdminRequestChanged'];
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    trace?: never;
  };
  '/api/furniture-requests/{id}/design': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /**
     * The design a project is to be built to, and the one its customer sent (the workshop's)
     * @description `design` is the design in force: once the customer signed a version, that version's; before, the customer's wizard design; for a request without one (the quick form), the design the workshop gave it in its newest version. Null when there is none. `requestDesign` is the wizard design as the customer sent it (null for the quick form): the history once a signed version replaces it.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The design in force and the customer's own */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              design: components['schemas']['Design'] | null;
              requestDesign: components['schemas']['Design'] | null;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/activity': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /**
     * The project's activity log, oldest first (the workshop's)
     * @description Read from what the site already records: the events its changes wrote to the outbox and the email log. Each entry says what happened (`type`), when (`at`), who (`actor`) and the details of its kind.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The entries, oldest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['ActivityEntry'][];
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /** The project's messages, oldest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Messages */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Message'][];
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    /**
     * Post a message; senderType must be the caller's side
     * @description JSON as the spec has it, or multipart/form-data with the same fields and up to 3 files in `attachments` (JPEG, PNG, GIF, WebP or PDF, each at most 10 MB). Each file is read by its content, not its name or declared type: a file whose bytes are none of these, or that is named as another of them, is refused with a 400 naming it. Images are re-encoded (metadata removed, the pixel, frame and time limits of every upload); a PDF must parse (else a 400) and is kept without its active content (JavaScript, actions, embedded files). A file is listed under a name with its real type's extension. One refused file refuses the message: nothing of it is kept. Files are read only once the caller may post to this project (401/403/404 otherwise, before the body is read) and while the project's files and its customer's (all their projects) stay within their byte budgets, 200 MB and 500 MB (409 `attachment-budget` otherwise, checked from Content-Length before reading and from the kept sizes after).
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            message: string;
            senderName: components['schemas']['PersonName'];
            senderType: components['schemas']['UserType'];
          };
          'multipart/form-data': {
            message: string;
            senderName: components['schemas']['PersonName'];
            senderType: components['schemas']['UserType'];
            attachments?: Blob[];
          };
        };
      };
      responses: {
        /** @description Sent */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              data: components['schemas']['Message'];
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        422: components['responses']['IdempotencyKeyReused'];
        429: components['responses']['TooManyRequests'];
        503: components['responses']['UploadsBusy'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/messages/{messageId}/attachments/{position}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
        messageId: number;
        /** @description The file's place in its message (1, 2 or 3) */
        position: 1 | 2 | 3;
      };
      cookie?: never;
    };
    /**
     * One file of a message, for the project's customer and the workshop only (another customer is told the project does not exist)
     * @description Streamed from the store with nosniff, the API's policy that allows nothing, and `Cache-Control: private`. A PDF comes with `Content-Disposition: attachment` (it is downloaded, never shown from this site); an image, re-encoded on upload, inline.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
          messageId: number;
          /** @description The file's place in its message (1, 2 or 3) */
          position: 1 | 2 | 3;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': Blob;
            'image/png': Blob;
            'image/gif': Blob;
            'image/webp': Blob;
            'application/pdf': Blob;
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/messages/read': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark the project's messages read for the caller's side */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userType: components['schemas']['UserType'];
          };
        };
      };
      responses: {
        /** @description Marked */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              /** @description How many messages this marked read */
              marked: number;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/progress': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /** The project's progress timeline, newest first (the project's customer and the workshop; another customer is told the project does not exist) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Updates, newest first, and how many the customer has not seen */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['ProgressUpdate'][];
              /** @description Updates the customer has not opened the timeline since */
              unread: number;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    /**
     * Post a progress update on a project in progress (the workshop only)
     * @description multipart/form-data: a milestone (one of the usual stages or the workshop's own words, one line, at most 80 characters), an optional note and up to 6 photos in `photos` (JPEG, PNG or GIF, each at most 10 MB). Photos take the path of every upload: read by their content, re-encoded without metadata, within the pixel limit; one refused photo refuses the update and nothing of it is kept. A project not in progress answers 409 (rule POST_PROGRESS). The customer is emailed.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            milestone: string;
            note?: string;
            photos?: Blob[];
          };
          'application/json': {
            milestone: string;
            note?: string | null;
          };
        };
      };
      responses: {
        /** @description Posted */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              data: components['schemas']['ProgressUpdate'];
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        422: components['responses']['IdempotencyKeyReused'];
        429: components['responses']['TooManyRequests'];
        503: components['responses']['UploadsBusy'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/progress/read': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The customer opened the timeline; its updates are no longer unread */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Marked */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              /** @description How many updates this marked read */
              marked: number;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/progress/{updateId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
        updateId: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Take a progress update off the customer's timeline, saying why (the workshop only)
     * @description A soft delete: the customer no longer sees it (nor its photos), the row and the reason stay for the activity log. A missing reason is refused (400); an update the project does not have, or one already deleted, answers 404.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
          updateId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Deleted */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              id: number;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    options?: never;
    head?: never;
    /**
     * Correct a progress update's milestone and note (the workshop only)
     * @description Its photos, author and date stay; the customer's timeline marks it edited and the activity log records who edited it. An empty milestone is refused (400); an update the project does not have, or one deleted, answers 404.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
          updateId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            milestone: string;
            note?: string | null;
          };
        };
      };
      responses: {
        /** @description Edited */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              data: components['schemas']['ProgressUpdate'];
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    trace?: never;
  };
  '/api/admin/inbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Everything waiting on the workshop across projects (the workshop only)
     * @description Customers' unread messages, change requests no newer quote version answers, new requests past the quote promise, and new requests not quoted yet, longest waiting first, each naming its project. A project is listed once for one thing its customer did: a change request's words are not also an unread message, an overdue new request not also a new one. An item leaves when it is answered: the messages read or replied to, a new version sent (which reads the change request's words), the quote sent. At most 200 of each kind are listed; `total` counts them all.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The inbox */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['InboxItem'][];
              total: number;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/progress/{updateId}/photos/{n}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
        updateId: number;
        /** @description The photo's place in its update (1 to 6) */
        n: number;
      };
      cookie?: never;
    };
    /**
     * One photo of a progress update, for the project's customer and the workshop only (another customer is told the project does not exist)
     * @description Streamed from the store, inline with a file name, nosniff, the API's policy that allows nothing, and `Cache-Control: private`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
          updateId: number;
          /** @description The photo's place in its update (1 to 6) */
          n: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The photo */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': Blob;
            'image/png': Blob;
            'image/gif': Blob;
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/progress/{updateId}/photos/{n}/thumbnail': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
        updateId: number;
        /** @description The photo's place in its update (1 to 6) */
        n: number;
      };
      cookie?: never;
    };
    /** The same photo as a small JPEG (longer side at most 480 px), same access rule */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
          updateId: number;
          /** @description The photo's place in its update (1 to 6) */
          n: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The photo */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': Blob;
            'image/png': Blob;
            'image/gif': Blob;
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/unread-counts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Unread messages per project for the caller's side (polled every 30 s) */
    get: {
      parameters: {
        query: {
          userType: components['schemas']['UserType'];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Request id to count; projects with nothing unread are left out */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                [key: string]: number;
              };
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who am I, on one side of the browser */
    get: {
      parameters: {
        query?: never;
        header?: {
          /** @description Whose session to report: the customer's or the admin's (see the API description for the side taken without it) */
          'X-Session-Side'?: 'customer' | 'admin';
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The current session, if any */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Session'];
          };
        };
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/signin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Customer sign-in; sets the session cookie
     * @description 429 after 10 failures in 15 minutes from one client address, or 5 on one account from one address. Failures on an email from every address never refuse it: past 5 in a run (which ends after 15 minutes without one) each attempt on it waits 0.5 s, doubling up to 8 s, before the answer; the right password still signs in.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Signed in */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              needsPasswordChange: boolean;
              /** Format: date-time */
              expiresAt: string;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/signout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ends the session and clears the cookie */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: components['responses']['Done'];
        400: components['responses']['BadRequest'];
        403: components['responses']['Forbidden'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Asks for a reset link; the same answer whether or not the account exists */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
          };
        };
      };
      responses: {
        200: components['responses']['Done'];
        400: components['responses']['BadRequest'];
        403: components['responses']['Forbidden'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in customer changes their password (forced after a temporary one) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Ignored; the session's account is used */
            email?: string;
            currentPassword: string;
            newPassword: string;
          };
        };
      };
      responses: {
        200: components['responses']['Done'];
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sets a new password from an emailed reset link (single use, one hour) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token: string;
            newPassword: string;
          };
        };
      };
      responses: {
        200: components['responses']['Done'];
        400: components['responses']['BadRequest'];
        403: components['responses']['Forbidden'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Whether an emailed reset link can still be used (unused, within its hour); the reset page asks as it opens. Changes nothing. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token: string;
          };
        };
      };
      responses: {
        /** @description The link can set a password until expiresAt */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              /** Format: date-time */
              expiresAt: string;
            };
          };
        };
        400: components['responses']['BadRequest'];
        403: components['responses']['Forbidden'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/debug/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Debug page's reset by email; only in local mode (dist/local.js), only for clients on the same computer (loopback); elsewhere the route does not exist (404) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            newPassword: string;
          };
        };
      };
      responses: {
        200: components['responses']['Done'];
        400: components['responses']['BadRequest'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Checks the admin passkey against configuration; sets the admin session cookie */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            passkey: string;
          };
        };
      };
      responses: {
        /** @description Signed in as the workshop; the session cookie is set */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              /** Format: date-time */
              expiresAt: string;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/staff-login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A staff member signs in with email and password; sets the admin session cookie. Failed tries slow the email down as a customer's do, and share the sign-in limits */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Signed in as this member of the team; the session cookie is set */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              /** Format: date-time */
              expiresAt: string;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/staff-invitation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Someone invited chooses their password with the token of the emailed link */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token: string;
            newPassword: string;
          };
        };
      };
      responses: {
        /** @description The password is set; they sign in with it on /admin-login */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              email: string;
            };
          };
        };
        400: components['responses']['BadRequest'];
        403: components['responses']['Forbidden'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/staff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The team and whether the owner's passkey still opens the panel (owner only) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every member, oldest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              members: components['schemas']['StaffMember'][];
              ownerPasskeyEnabled: boolean;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    /** The owner invites someone by email; the worker emails them a link to choose their password (no password is ever emailed) */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            name: string;
            /** @enum {unknown} */
            role: 'owner' | 'staff';
          };
        };
      };
      responses: {
        /** @description Invited; the invitation email is on its way */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              member: components['schemas']['StaffMember'];
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        422: components['responses']['IdempotencyKeyReused'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/staff/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** The owner removes someone; every session of theirs ends at once */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: components['responses']['Done'];
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        409: components['responses']['Conflict'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/owner-passkey': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The owner turns the passkey of /admin-login off (only while an owner account can sign in; its sessions end) or back on */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            enabled: boolean;
          };
        };
      };
      responses: {
        /** @description The passkey's state now */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              ownerPasskeyEnabled: boolean;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ends the admin session */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: components['responses']['Done'];
        400: components['responses']['BadRequest'];
        403: components['responses']['Forbidden'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/emails': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Emails view, newest first (at most 200); `counts` feed the panel's badge */
    get: {
      parameters: {
        query?: {
          /** @description failed (for good), pending (delayed or being sent), or sent; failed if absent */
          status?: 'failed' | 'pending' | 'sent';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The emails in that state, and how many failed and are pending */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['EmailDelivery'][];
              counts: {
                failed: number;
                pending: number;
              };
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/emails/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    /** One email opened: its subject and text as the recipient read them, unless it holds a secret (a temporary password, a one-time link), has not gone out, or went out before copies were kept (`missing` says which) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The email, and its copy or why there is none */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: components['schemas']['EmailDelivery'];
              copy: null | {
                subject: string;
                text: string;
              };
              missing: null | ('holds_secret' | 'not_sent' | 'not_kept');
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/emails/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** "Send again" for a failed or delayed email: planned anew from its event (a credentials email carries the same temporary password as every earlier copy, valid again for 7 days; the address is the account's as it is now) */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
          'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        };
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: components['responses']['Done'];
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        422: components['responses']['IdempotencyKeyReused'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/uploads/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A stored project image (random name; JPEG, PNG or GIF), streamed from the store (a folder, or a private S3 bucket), never redirected to it */
    get: {
      parameters: {
        query?: never;
        header?: {
          'If-None-Match'?: string;
        };
        path: {
          name: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The image, with its content type, nosniff, a strong ETag (a stored name never changes) and a day of private caching */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': unknown;
            'image/png': unknown;
            'image/gif': unknown;
          };
        };
        /** @description The ETag matched and the image still exists */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The process answers */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @constant */
              status: 'ok';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Readiness (the database answers, not draining)
     * @description 503 only for what is this replica's own (its database connection, draining). The file store is shared by every replica: when it is down the answer stays 200 and says so in `storage` (a proxy taking every replica out for a shared fault would be an outage).
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Ready (the file store may still be down; see `storage`) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @constant */
              status: 'ready';
              /** @constant */
              storage?: 'down';
              message?: string;
            };
          };
        };
        /** @description Not ready */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @constant */
              status: 'unavailable';
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Prometheus metrics of this process (docs/operations.md lists the series), for the bearer of METRICS_TOKEN; the worker serves the same at WORKER_METRICS_PORT */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Prometheus text format */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/plain': unknown;
          };
        };
        /** @description No bearer token, or not METRICS_TOKEN */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description METRICS_TOKEN is not set, so there are no metrics to read */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/request-table': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of the workshop's table, sorted by any column, with the triage filters
     * @description Keyset on the sorted column's value and the id (rows without a value come last in both directions); 25 rows unless limit says otherwise; every parameter is optional (no sort: age, youngest first).
     */
    get: {
      parameters: {
        query?: {
          /** @description The column: number, customer, piece (furniture type), status, age, quote-due (new requests only, longest waiting first), last-message, unread, value (the figure in the quote's amount). */
          sort?:
            | 'number'
            | 'customer'
            | 'piece'
            | 'status'
            | 'age'
            | 'quote-due'
            | 'last-message'
            | 'unread'
            | 'value';
          dir?: 'asc' | 'desc';
          /** @description Every status when absent or empty. */
          status?: components['schemas']['RequestStatus'];
          /** @description The furniture type, case-insensitive ("Desk"). */
          type?: string;
          /** @description 1 for new requests past the quote promise only. */
          overdue?: '0' | '1';
          /** @description 1 for projects whose last message came from the customer only. */
          waiting?: '0' | '1';
          /** @description 1 for projects with customer messages the team has not read only. */
          unread?: '0' | '1';
          limit?: number;
          /** @description The previous page's nextCursor, with the same sort and dir; opaque. */
          cursor?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description One page of rows. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RequestTablePage'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/review': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /**
     * The project's review, and whether its customer is asked for one
     * @description For the project's customer and the workshop. `invited` is true once the project was completed REVIEW_REQUEST_DAYS ago and holds no review yet (the dashboard's card).
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The review, or null */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Review'] | null;
              invited: boolean;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    /**
     * The customer writes or edits the review of their completed project
     * @description 1 to 5 stars and a few words (at most 600 characters). A new or edited review awaits the workshop's approval before the landing shows it.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ReviewInput'];
        };
      };
      responses: {
        /** @description Saved, awaiting approval */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              data: components['schemas']['Review'];
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        409: components['responses']['Conflict'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    post?: never;
    /** The customer withdraws their review; it leaves the landing at once */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: components['responses']['Done'];
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every review, newest change first (the workshop's) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The reviews */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Review'][];
            };
          };
        };
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reviews/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** The workshop approves (shows) or hides the project's review */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {unknown} */
            status: 'approved' | 'hidden';
          };
        };
      };
      responses: {
        /** @description The review with its new status */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              data: components['schemas']['Review'];
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    trace?: never;
  };
  '/api/showcase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The landing's proof of craft, for anyone
     * @description The finished pieces the workshop published and their customers still let it show (newest first, never the customer), the approved reviews (newest first, the piece named, never the customer) and their average rating; `rating` is null while none is approved.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The showcase */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PublicShowcase'];
          };
        };
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/showcase/pieces/{id}/photos/{n}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One photo of a published piece, as WebP at a served width, for anyone
     * @description The n-th chosen photo (from 1) at width `w` (480, 720, 960 or 1600; 960 when not given; never wider than the photo). The address always holds the same image, so it is cached a year by browsers and CDNs; once the customer withdraws their yes it answers 404.
     */
    get: {
      parameters: {
        query?: {
          w?: 480 | 720 | 960 | 1600;
        };
        header?: {
          'If-None-Match'?: string;
        };
        path: {
          id: number;
          n: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The photo, with a strong ETag and `public, max-age=31536000, immutable` */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/webp': unknown;
          };
        };
        /** @description The ETag matched */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/portfolio/photos/{photoId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One portfolio photo, as WebP at a served width
     * @description For anyone while the landing shows it (not removed, its item not hidden), cached a year (`public, max-age=31536000, immutable`); for the owner also while its item is hidden (a preview, `private, no-store`). Width `w` is 480, 720, 960 or 1600 (960 when not given; never wider than the photo).
     */
    get: {
      parameters: {
        query?: {
          w?: 480 | 720 | 960 | 1600;
        };
        header?: {
          'If-None-Match'?: string;
        };
        path: {
          photoId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The photo, with a strong ETag */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/webp': unknown;
          };
        };
        /** @description The ETag matched */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/portfolio': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The owner's portfolio, every item in order (hidden ones too) with its photos
     * @description The spec's six until the owner first changes something; an added item shows on the landing once it has a photo.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The portfolio */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: components['schemas']['PortfolioItem'][];
            };
          };
        };
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/portfolio/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The owner adds an item at the end of the portfolio */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            subtitle: string;
          };
        };
      };
      responses: {
        /** @description Added; the whole portfolio as it now is */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PortfolioChanged'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/portfolio/items/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** The owner renames an item, or hides it or shows it again (nothing is deleted) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title?: string;
            subtitle?: string;
            hidden?: boolean;
          };
        };
      };
      responses: {
        /** @description Saved; the whole portfolio as it now is */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PortfolioChanged'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    trace?: never;
  };
  '/api/admin/portfolio/items/{id}/move': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The owner moves an item one place up or down */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            direction: 'up' | 'down';
          };
        };
      };
      responses: {
        /** @description Moved; the whole portfolio as it now is */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PortfolioChanged'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/portfolio/items/{id}/photos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The owner adds photos to an item, each with its alt text
     * @description multipart/form-data: up to 6 photos in `photos` (JPEG, PNG or GIF, each at most 10 MB) and one `alt` per photo, in the same order (required, at most 200 characters). Photos take the path of every upload (read by content, re-encoded without metadata); one refused photo refuses them all and nothing is kept. An item holds at most 12 photos.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            alt: string[];
            photos: Blob[];
          };
        };
      };
      responses: {
        /** @description Added; the whole portfolio as it now is */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PortfolioChanged'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/portfolio/items/{id}/photos/{photoId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** The owner takes a photo off an item (its file and record are kept) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          photoId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed; the whole portfolio as it now is */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PortfolioChanged'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    options?: never;
    head?: never;
    /** The owner rewrites a photo's alt text */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          photoId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            alt: string;
          };
        };
      };
      responses: {
        /** @description Saved; the whole portfolio as it now is */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PortfolioChanged'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    trace?: never;
  };
  '/api/admin/portfolio/items/{id}/photos/{photoId}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The owner puts a removed photo back on its item (the Undo of a removal) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          photoId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Restored; the whole portfolio as it now is */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PortfolioChanged'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/showcase-consent': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /** The customer's answer on showing their finished piece; null until they answer */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The answer */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['ShowcaseConsent'] | null;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    /** The customer says whether the workshop may show their completed piece (never their name) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            allowed: boolean;
          };
        };
      };
      responses: {
        /** @description Recorded (it can be changed at any time) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              data: components['schemas']['ShowcaseConsent'];
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        409: components['responses']['Conflict'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The workshop turns a finished piece into a portfolio entry, with its customer's yes only
     * @description A title, a line of text and which of the project's progress photos (by update id and photo number). Refused (409, rule SHOWCASE) unless the project is completed and its customer agreed to show it.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            text?: string | null;
            photos: {
              updateId: number;
              n: number;
            }[];
          };
        };
      };
      responses: {
        /** @description Published */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              data: {
                id: number;
                projectId: number;
                title: string;
                text: string | null;
                photoCount: number;
                /** Format: date-time */
                publishedAt: string;
              };
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        409: components['responses']['Conflict'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workshop-profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The workshop's profile every page, email and PDF shows: the owner's newest save, or the defaults (version null) until the first save */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The current profile */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              version: number | null;
              profile: components['schemas']['WorkshopProfile'];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/workshop-profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The owner saves the whole profile as a new version (earlier ones are kept) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['WorkshopProfile'];
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WorkshopProfileSaved'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/workshop-profile/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The owner's saved versions of the profile, newest first (at most 50) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The versions */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              versions: components['schemas']['WorkshopProfileVersion'][];
            };
          };
        };
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/workshop-profile/history/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The owner restores an earlier version: it is saved again as the newest, so the one it replaces stays in the history */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Restored */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WorkshopProfileSaved'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/workshop-profile/team/{n}/photo': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The member's place in the profile's team, from 1 */
        n: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The owner gives a team member a photo (a new profile version)
     * @description multipart/form-data: one photo in `photo` (JPEG, PNG or GIF, at most 10 MB), taking the path of every upload (read by content, re-encoded without metadata). The landing shows it in place of the member's initials; the version before stays in the history.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The member's place in the profile's team, from 1 */
          n: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** Format: binary */
            photo: Blob;
          };
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WorkshopProfileSaved'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    /** The owner takes a member's photo off (a new profile version; the photo is kept for the versions that show it) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The member's place in the profile's team, from 1 */
          n: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed (or there was none) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WorkshopProfileSaved'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workshop-profile/team-photos/{photoId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One team photo, as WebP at a served width
     * @description For anyone while the current profile shows it, cached a year (`public, max-age=31536000, immutable`). Width `w` is 480, 720, 960 or 1600 (960 when not given; never wider than the photo).
     */
    get: {
      parameters: {
        query?: {
          w?: 480 | 720 | 960 | 1600;
        };
        header?: {
          'If-None-Match'?: string;
        };
        path: {
          photoId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The photo, with a strong ETag */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/webp': unknown;
          };
        };
        /** @description The ETag matched */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/price-list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The price list the wizard's indicative price is made from: the owner's newest save, or the list shipped with the code (version null) until the first save */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The current price list */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              version: number | null;
              list: components['schemas']['PriceList'];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/price-list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The owner saves the whole price list as a new version (earlier ones are kept) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PriceList'];
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PriceListSaved'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/price-list/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The owner's saved versions of the price list, newest first (at most 50) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The versions */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              versions: components['schemas']['PriceListVersion'][];
            };
          };
        };
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/price-list/history/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The owner restores an earlier price list: it is saved again as the newest, so the one it replaces stays in the history */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Restored */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PriceListSaved'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/signed-copy': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /**
     * The signed copy of the accepted quote (the project's customer and the workshop): the quote as accepted, then the acceptance certificate, the same bytes both were emailed
     * @description Drawn and stored once, when the quote is accepted; only a read. The certificate prints the SHA-256 of the quote's own PDF, which the file carries as an attachment; the ETag is the SHA-256 of the whole file. Calls are counted with the quote PDFs.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The signed PDF, downloaded as signed-quote-{id}-v{version}.pdf */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': Blob;
          };
        };
        /** @description The ETag, the copy's SHA-256, matched: the browser holds this copy */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/payments': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /** The project's invoices, payments and what is paid, due and left (the project's customer and the workshop); only a read */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The project's account */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['ProjectAccount'];
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/furniture-requests/{id}/invoices/{invoiceId}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
        invoiceId: number;
      };
      cookie?: never;
    };
    /** An invoice's PDF as issued (the project's customer and the workshop), the same as emailed; counted with the quote PDFs */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
          invoiceId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The PDF, downloaded as invoice-INV-{number}.pdf */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': Blob;
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/furniture-requests/{id}/payments': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The workshop records a payment received (partial ones too), signed with the recorder's name; the customer is emailed a receipt. More than is left of the price is refused (409) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amountCents: number;
            /**
             * Format: date
             * @description Not in the future
             */
            paidOn: string;
            /** @enum {unknown} */
            method: 'bank_transfer' | 'cheque' | 'cash' | 'card' | 'other';
            reference?: string | null;
          };
        };
      };
      responses: {
        /** @description Recorded; the project's account after it */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              data: components['schemas']['ProjectAccount'];
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/furniture-requests/{id}/payments/{paymentId}/void': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['ProjectId'];
        paymentId: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The workshop voids a payment, saying why: it stays, with who voided it and why, and counts for nothing from then on (once; again is 409) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: components['parameters']['ProjectId'];
          paymentId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Voided; the project's account after it */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              data: components['schemas']['ProjectAccount'];
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/passkeys/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A signed-in member of the team starts adding a passkey (WebAuthn registration options; the owner's shared passkey names nobody and is refused with 403) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The options for navigator.credentials, and the challenge's id to answer with */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PasskeyCeremony'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/passkeys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in member's own passkeys, oldest first (the owner's shared passkey names nobody: 403) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Their passkeys */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Passkey'][];
            };
          };
        };
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    put?: never;
    /** The member finishes adding the passkey with the authenticator's answer; the challenge is used once and lasts five minutes */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PasskeyAnswer'];
        };
      };
      responses: {
        /** @description The passkey is added to the member's account */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/passkeys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** The signed-in member removes one of their own passkeys: it signs nobody in from then on and the sessions it opened end, this one too if it opened it (another person's passkey is not found; their last way in, with no password and no other passkey, is refused with 409 `last-way-in`) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: components['responses']['Done'];
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        404: components['responses']['NotFound'];
        409: components['responses']['Conflict'];
        421: components['responses']['MisdirectedRequest'];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff-invitations/passkey/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Someone invited starts choosing a passkey instead of a password, with the link's token */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token: string;
          };
        };
      };
      responses: {
        /** @description The options for navigator.credentials, and the challenge's id to answer with */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PasskeyCeremony'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff-invitations/passkey': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Someone invited finishes choosing a passkey: it is kept and the invitation is used up, as choosing a password would */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PasskeyAnswer'] & {
            token: string;
          };
        };
      };
      responses: {
        /** @description The passkey is set; they sign in with it on /admin-login */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              email: string;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        409: components['responses']['Conflict'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/passkey/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts a passkey sign-in for the team: discoverable credentials, so no email is asked */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The options for navigator.credentials, and the challenge's id to answer with */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PasskeyCeremony'];
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/passkey': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A member of the team signs in with a passkey; sets the admin session cookie exactly as the email-and-password sign-in does. Failures slow the member's email down as failed passwords do, and share the sign-in limits */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PasskeyAnswer'];
        };
      };
      responses: {
        /** @description Signed in as the passkey's member; the session cookie is set */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              /** Format: date-time */
              expiresAt: string;
            };
          };
        };
        400: components['responses']['BadRequest'];
        401: components['responses']['Unauthenticated'];
        403: components['responses']['Forbidden'];
        413: components['responses']['PayloadTooLarge'];
        421: components['responses']['MisdirectedRequest'];
        429: components['responses']['TooManyRequests'];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    MessageBody: {
      message: string;
    };
    Error: {
      message: string;
      /** @description Field name to the first rule it broke (400 only) */
      errors?: {
        [key: string]: string;
      };
      /**
       * @description The rule that refused the change (409 only)
       * @enum {unknown}
       */
      rule?:
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
    UserType: 'admin' | 'customer';
    /** @enum {unknown} */
    RequestStatus: 'new' | 'quoted' | 'in_progress' | 'completed' | 'declined';
    QuoteVersion: {
      /** @description The quote in lines as sent, or null for one figure or a range in words */
      lines: null | components['schemas']['QuoteLine'][];
      /** @description The sales tax it was sent with (lines only), or null */
      salesTax: null | components['schemas']['SalesTax'];
      taxExemptReason: string | null;
      /** @description Its figures, from the domain's one computation: with the options the customer signed for an accepted version, else with none ticked; null without a firm price */
      totals: null | components['schemas']['QuoteTotals'];
      requestId: number;
      version: number;
      amount: string;
      /** @description A firm price in whole cents; null for a range or a text-only amount */
      priceCents: number | null;
      /** @description The share of the firm price asked as a deposit; null without a firm price */
      depositPercent: number | null;
      notes: string | null;
      quotedBy: string;
      /** Format: date-time */
      quotedAt: string;
      /** Format: date */
      validUntil: string;
      /** Format: date-time */
      viewedAt: string | null;
      /** Format: date-time */
      changesRequestedAt: string | null;
      /** @description What the customer asked to change, in their own words */
      changesRequest: string | null;
      /** Format: date-time */
      declinedAt: string | null;
      declineReason: string | null;
      /** @enum {unknown} */
      state:
        | 'sent'
        | 'viewed'
        | 'changes_requested'
        | 'expired'
        | 'accepted'
        | 'declined'
        | 'superseded';
      /** @description The design this version prices, pinned when it was sent (a version sent before designs were pinned shows the project's wizard design); null without a design */
      design: components['schemas']['QuotedDesign'] | null;
      /** @description The workshop's own drawings sent with this version, in the order attached */
      drawings: components['schemas']['QuoteDrawing'][];
    };
    QuoteDrawing: {
      position: number;
      /** @description The file's name as attached, cleaned */
      name: string;
      /** @enum {string} */
      contentType: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'application/pdf';
      /** @description Bytes as stored (an image after re-encoding) */
      size: number;
      /** @description Where the project's customer and the workshop read it */
      url: string;
    };
    /** @description A piece as the wizard models it, with its hardware and notes; '' is not chosen */
    QuotedDesign: {
      /** @enum {unknown} */
      furnitureType: 'table' | 'desk' | 'cabinet' | 'locker' | 'storage';
      style: string;
      constructionMaterial: string;
      specificMaterial: string;
      surfaceFinish: string;
      specificFinish: string;
      dimensions: {
        length?: string;
        width?: string;
        depth?: string;
        height?: string;
        compartments?: string;
      };
      features: string[];
      base?: components['schemas']['TableBase'];
      /** @description A table's leaves (tables only; their defaults filled in) */
      leafCount?: number;
      /** @description Inches, each leaf */
      leafLength?: number;
      hardware: string;
      /** @description The workshop's notes on the design, never the visitor's */
      notes: string;
    };
    /**
     * @description What a table stands on
     * @enum {unknown}
     */
    TableBase: 'legs' | 'trestle' | 'pedestal';
    /** @description The design a quote prices, in the wizard's fields and limits; every choice one the catalog offers for the type. Absent keeps the design priced before (or the wizard's) */
    QuotedDesignInput: {
      /** @enum {unknown} */
      furnitureType: 'table' | 'desk' | 'cabinet' | 'locker' | 'storage';
      style?: string | null;
      constructionMaterial?: string | null;
      specificMaterial?: string | null;
      surfaceFinish?: string | null;
      specificFinish?: string | null;
      dimensions?:
        | {
            [key: string]: string;
          }
        | string
        | null;
      features?: string[] | null;
      base?: components['schemas']['TableBase'] | null;
      /** @description A table's leaves; leaves make it Extendable, Extendable with none is refused. Absent: one leaf when Extendable, else none */
      leafCount?: number | null;
      /** @description Inches (default 18) */
      leafLength?: number | null;
      hardware?: string | null;
      notes?: string | null;
    };
    /** @description The customer's signed acceptance, written once */
    QuoteAcceptance: {
      requestId: number;
      version: number;
      amount: string;
      /**
       * @description How it was made: a full name typed as a signature, or a click on the bodiless approve (then signatureName is the name on the project)
       * @enum {unknown}
       */
      method: 'typed_signature' | 'click';
      signatureName: string;
      /** Format: date-time */
      acceptedAt: string;
      ipAddress: string | null;
      userAgent: string | null;
      terms: string;
      chosenLines: number[];
      /** @description The total signed, or null without a firm price */
      priceCents: number | null;
    };
    QuoteLineInput: {
      description: string;
      /** @default 1 */
      quantity: number;
      /** @description Whole cents; negative for a discount */
      unitPriceCents: number;
      /** @default true */
      taxable: boolean;
      /**
       * @description Offered for the customer to tick before signing
       * @default false
       */
      optional: boolean;
    };
    QuoteLine: {
      description: string;
      quantity: number;
      unitPriceCents: number;
      taxable: boolean;
      optional: boolean;
      /** @description quantity x unit price */
      amountCents: number;
    };
    SalesTax: {
      /** @example Pennsylvania sales tax */
      name: string;
      /** @description Percent, to a thousandth (8.875) */
      ratePercent: number;
    };
    QuoteTotals: {
      subtotalCents: number;
      taxCents: number;
      totalCents: number;
      depositPercent: number;
      depositCents: number;
      balanceCents: number;
      chosenLines: number[];
    };
    /** @description A name as a person types it (a customer's full name, a signature, a sender's or the quoting employee's name): one line of visible letters in any script, with digits, single spaces and the punctuation names use (' ’ - . , & ( ) " ·). Spaces of any kind are stored as single plain spaces. Line breaks and other control characters, symbols and emoji, characters that draw nothing (U+3164, U+FFA0, U+2800, zero-width spaces) and combining marks without a letter under them are refused with 400 "Names must be one line of visible letters: no line breaks, symbols or invisible characters". */
    PersonName: string;
    RequestFields: {
      fullName: components['schemas']['PersonName'];
      /** Format: email */
      email: string;
      phone?: string | null;
      /** @enum {unknown} */
      furnitureType?:
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
      description?: string | null;
      /** @enum {unknown} */
      budgetRange?: '' | 'under-500' | '500-1000' | '1000-2500' | '2500-5000' | 'over-5000' | null;
      /** @enum {unknown} */
      timeline?:
        '' | 'no-rush' | '1-2-weeks' | '1-month' | '2-3-months' | 'flexible' | 'asap' | null;
    };
    NewRequestFields: components['schemas']['RequestFields'] & {
      /** @description The wizard draft to link to this project; a session is submitted once (a repeat answers the first request) */
      sessionId?: string;
      /** @description The project notes (the wizard's Additional Notes), kept in full */
      notes?: string | null;
      /** @description The wizard's image by reference (instead of a file): honoured only when the draft of `sessionId` holds it; empty or null for none */
      imageRef?: components['schemas']['ImageReference'] | '' | null;
      /** @description Checked, then ignored; a new project starts as new */
      status?: components['schemas']['RequestStatus'];
    };
    RequestForm: components['schemas']['NewRequestFields'] & {
      /**
       * Format: binary
       * @description One JPEG, PNG or GIF, at most 10 MB
       */
      image?: Blob;
    };
    CustomizationForm: {
      sessionId: string;
      furnitureType: string;
      style?: string;
      constructionMaterial?: string;
      specificMaterial?: string;
      surfaceFinish?: string;
      specificFinish?: string;
      /** @description JSON text of the dimensions as typed */
      dimensions?: string;
      hardware?: string;
      upholstery?: string;
      notes?: string;
      fullName?: string;
      email?: string;
      phone?: string;
      timeline?: string;
      /** @description JSON-encoded list of text */
      features?: string;
      /** @enum {unknown} */
      completed?: 'true' | 'false';
      /**
       * @description Beside the spec's fields: a table's base ('' not chosen)
       * @enum {unknown}
       */
      base?: '' | 'legs' | 'trestle' | 'pedestal';
      /**
       * @description A table's leaves
       * @enum {unknown}
       */
      leafCount?: '' | '0' | '1' | '2' | '3';
      /** @description Inches, 6 to 36, each leaf */
      leafLength?: string;
      /** Format: binary */
      image?: Blob;
    };
    /** @description The same draft sent as JSON; text fields may also be null */
    CustomizationFields: {
      sessionId: string;
      furnitureType: string;
      style?: string | null;
      constructionMaterial?: string | null;
      specificMaterial?: string | null;
      surfaceFinish?: string | null;
      specificFinish?: string | null;
      /** @description JSON text of the dimensions as typed */
      dimensions?: string | null;
      hardware?: string | null;
      upholstery?: string | null;
      notes?: string | null;
      fullName?: string | null;
      email?: string | null;
      phone?: string | null;
      timeline?: string | null;
      features?: string[] | string | null;
      /** @enum {unknown} */
      completed?: true | false | 'true' | 'false' | null;
      /** @enum {unknown} */
      base?: '' | 'legs' | 'trestle' | 'pedestal' | null;
      leafCount?: number | ('' | '0' | '1' | '2' | '3') | null;
      leafLength?: number | string | null;
    };
    /** @description The stored name of an image uploaded for a draft */
    ImageReference: string;
    DraftImageForm: {
      sessionId: string;
      furnitureType: string;
      /**
       * Format: binary
       * @description One JPEG, PNG or GIF, at most 10 MB
       */
      image: Blob;
    };
    /** @description An image on a draft */
    DraftImage: {
      reference: components['schemas']['ImageReference'];
      originalName: string;
    };
    /** @description A design, the piece only (the contact details are the project's), in the wizard's saved fields; the web draws it with the domain's parts model. `source` says whose: the customer's request, or the quote's version `quoteVersion` (`signed` once accepted). */
    Design: {
      furnitureType: string;
      style: string | null;
      /** @description The construction material */
      material: string | null;
      specificMaterial: string | null;
      /** @description The surface finish group */
      finish: string | null;
      specificFinish: string | null;
      /** @description JSON text of the sizes as typed */
      dimensions: string | null;
      features: string[];
      base?: components['schemas']['TableBase'];
      /** @description A table's leaves, when given */
      leafCount?: number;
      /** @description Inches, each leaf */
      leafLength?: number;
      /** @description The indicative price when the customer saved it, e.g. '$2,400 – $3,100'; null for a quote's design (priced from today's list) */
      estimatedPrice: string | null;
      /**
       * Format: date-time
       * @description When it was saved or quoted
       */
      updatedAt: string;
      /** @enum {unknown} */
      source: 'request' | 'quote';
      /** @description The version whose design it is */
      quoteVersion: number | null;
      /** @description The customer accepted that version */
      signed: boolean;
    };
    /** @description A wizard draft read back; no contact details */
    SavedDraft: {
      sessionId: string;
      furnitureType: string;
      style: string | null;
      constructionMaterial: string | null;
      specificMaterial: string | null;
      surfaceFinish: string | null;
      specificFinish: string | null;
      /** @description JSON text of the dimensions */
      dimensions: string | null;
      features: string[];
      base: components['schemas']['TableBase'] | null;
      leafCount: number | null;
      leafLength: number | null;
      notes: string | null;
      timeline: string | null;
      image: null | {
        reference: components['schemas']['ImageReference'];
        originalName: string;
      };
      /** Format: date-time */
      updatedAt: string;
    };
    /** @description The saved draft, as a save answers it */
    Customization: {
      id: number;
      sessionId: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /** @description What the customer and the workshop both see of a project. Not an answer on its own: Project and AdminRequest close it. */
    ProjectFields: {
      id: number;
      customerId: number;
      fullName: string;
      email: string;
      phone: string | null;
      /** @description A value the forms offer, as stored. Text, not an enum: the database does not restrict it, and the labels show a value they do not know as it is. */
      furnitureType: string | null;
      description: string | null;
      /** @description Like furnitureType */
      budgetRange: string | null;
      /** @description Like furnitureType */
      timeline: string | null;
      /** @description Served at /uploads/{imagePath} */
      imagePath: string | null;
      imageOriginalName: string | null;
      status: components['schemas']['RequestStatus'];
      /** @description Project notes, shown to the customer */
      notes: string | null;
      /** @description The workshop's note to the customer on marking the project completed (the notes of PATCH .../status), kept apart from the customer's own project notes */
      completionNote: string | null;
      quoteAmount: string | null;
      quoteNotes: string | null;
      /** Format: date-time */
      quotedAt: string | null;
      quotedBy: string | null;
      quoteApproved: boolean;
      /** Format: date-time */
      quoteApprovedAt: string | null;
      /** @description The workshop's latest message on the project */
      adminMessage: string | null;
      /** Format: date-time */
      adminMessageSentAt: string | null;
      adminMessageSentBy: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /** @description A project as its customer sees it (never the internal adminNotes) */
    Project: components['schemas']['ProjectFields'];
    /** @description A project as the workshop sees it, internal notes included */
    AdminRequest: components['schemas']['ProjectFields'] & {
      /** @description Internal notes, never shown to the customer */
      adminNotes: string;
      /** @description In a page of the list: a new request still without a quote 3 business days after it arrived (weekends not counted). */
      quoteOverdue?: boolean;
      accountSummary?: components['schemas']['AccountSummary'];
      /** @description In a page of the list: the customer's answer on showing the finished piece (GET .../showcase-consent's allowed), null while they have not answered. */
      showcaseAllowed?: boolean | null;
    };
    /** @description One page of the workshop's list, with the tabs' figures */
    RequestPage: {
      requests: (components['schemas']['AdminRequest'] & {
        quoteOverdue: boolean;
        accountSummary: components['schemas']['AccountSummary'];
        showcaseAllowed: boolean | null;
      })[];
      /** @description Pass as cursor for the next page; null on the last page. */
      nextCursor: string | null;
      /** @enum {unknown} */
      sort: 'newest' | 'oldest' | 'quote-due';
      limit: number;
      counts: components['schemas']['StatusCounts'];
      matching: components['schemas']['StatusCounts'];
    };
    /** @description Requests by status, and their total (matching the search, in `matching`) */
    StatusCounts: {
      total: number;
      new: number;
      quoted: number;
      in_progress: number;
      completed: number;
      declined: number;
    };
    Message: {
      id: number;
      projectId: number;
      message: string;
      senderType: components['schemas']['UserType'];
      senderName: string;
      readByAdmin: boolean;
      readByCustomer: boolean;
      /** Format: date-time */
      sentAt: string;
      /** @description The files sent with the message, in the order they were sent */
      attachments: components['schemas']['MessageAttachment'][];
    };
    MessageAttachment: {
      /** @description The sender's file name, cleaned to printable characters */
      name: string;
      /** @enum {string} */
      contentType: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'application/pdf';
      /** @description Bytes as stored (an image after re-encoding) */
      size: number;
      /** @description Where the project's customer and the workshop read it */
      url: string;
    };
    ProgressPhoto: {
      /** @description The photo, for the project's customer and the workshop */
      url: string;
      /** @description A small JPEG of it (same access rule) */
      thumbnailUrl: string;
      /** @description The file name it was sent with */
      name: string;
      width: number;
      height: number;
    };
    ProgressUpdate: {
      id: number;
      /**
       * @description completion is the entry marking the project complete adds
       * @enum {string}
       */
      kind: 'update' | 'completion';
      milestone: string;
      note: string | null;
      /** Format: date-time */
      postedAt: string;
      readByCustomer: boolean;
      /** @description Who posted it: the staff member's name, or the workshop's name for the owner's passkey; null for updates posted before authors were kept */
      authorName?: string | null;
      /**
       * Format: date-time
       * @description When the workshop last changed its text (the customer sees "edited")
       */
      editedAt?: string | null;
      photos: components['schemas']['ProgressPhoto'][];
    };
    /** @description Who did it; name as they signed or were named, when known (for the workshop: the signed-in staff member's name; the owner's passkey names nobody) */
    ActivityActor: {
      /** @enum {unknown} */
      role: 'customer' | 'admin' | 'system';
      name?: string;
    };
    /** @description One entry of a project's activity log, by `type` */
    ActivityEntry:
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
    ActivityRequestCreated: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'request_created';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
      /** @enum {unknown} */
      source: 'wizard' | 'quick_form' | null;
    };
    /** @description The first request created the customer's account */
    ActivityAccountCreated: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'account_created';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
    };
    /** @description The customer edited the request; the fields that changed, by name */
    ActivityRequestEdited: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'request_edited';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
      fields: (
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
    ActivityQuoteSent: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'quote_sent';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
      quoteVersion: number | null;
      amount: string | null;
    };
    /** @description The customer opened a version for the first time */
    ActivityQuoteViewed: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'quote_viewed';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
      quoteVersion: number;
    };
    /** @description The customer asked for changes to a version */
    ActivityQuoteChangesRequested: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'quote_changes_requested';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
      quoteVersion: number;
    };
    /** @description The customer declined a version */
    ActivityQuoteDeclined: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'quote_declined';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
      quoteVersion: number;
      reason: string | null;
    };
    /** @description The customer accepted a version (actor name: the typed signature) */
    ActivityQuoteApproved: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'quote_approved';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
      quoteVersion: number | null;
      amount: string | null;
      /** @description The SHA-256 the signed copy's certificate prints (of the quote as accepted); null for an acceptance made before signed copies were kept */
      signedCopyFingerprint: string | null;
    };
    /** @description A message in the thread */
    ActivityMessagePosted: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'message_posted';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
      messageId: number;
    };
    /** @description The workshop changed the project's internal notes (what they say is not told) */
    ActivityNotesUpdated: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'notes_updated';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
    };
    /** @description The workshop attached its own drawings to a quote version */
    ActivityDrawingsAttached: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'drawings_attached';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
      quoteVersion: number;
      names: string[];
    };
    /** @description A progress update */
    ActivityProgressPosted: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'progress_posted';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
      milestone: string;
      photoCount: number;
    };
    /** @description The workshop changed a progress update's text (milestone: as edited) */
    ActivityProgressEdited: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'progress_edited';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
      milestone: string;
    };
    /** @description The workshop took a progress update off the customer's timeline, and why */
    ActivityProgressDeleted: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'progress_deleted';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
      milestone: string;
      reason: string;
    };
    /** @description An invoice was issued (a deposit on approval, the balance on completion) */
    ActivityInvoiceIssued: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'invoice_issued';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
      /** @description Its number, as INV-0042 */
      invoice: string | null;
      /** @enum {unknown} */
      kind: 'deposit' | 'balance' | null;
      amountCents: number | null;
    };
    /** @description The workshop recorded a payment (the actor names who) */
    ActivityPaymentRecorded: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'payment_recorded';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
      paymentId: number;
      amountCents: number | null;
      /** @enum {unknown} */
      method: 'bank_transfer' | 'cheque' | 'cash' | 'card' | 'other' | null;
    };
    /** @description The workshop voided a payment, saying why (the actor names who) */
    ActivityPaymentVoided: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'payment_voided';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
      paymentId: number;
      reason: string | null;
    };
    /** @description A project's money in whole cents: the firm price agreed (null without one), what its invoices asked, what the payments not voided paid, what is invoiced and unpaid (due), and what is left of the price (balance). Payments settle the oldest invoice first. */
    ProjectAccount: {
      currency: string;
      priceCents: number | null;
      invoicedCents: number;
      paidCents: number;
      dueCents: number;
      balanceCents: number;
      invoices: components['schemas']['Invoice'][];
      payments: components['schemas']['Payment'][];
    };
    /** @description In a page of the workshop's list: what a card shows of a project's money without reading its account (GET .../payments, for the invoices and payments themselves). The same sums, the number of invoices, and the oldest invoice not fully paid (null when none is). */
    AccountSummary: {
      currency: string;
      priceCents: number | null;
      invoicedCents: number;
      paidCents: number;
      dueCents: number;
      balanceCents: number;
      invoiceCount: number;
      openInvoice: null | {
        /** @enum {unknown} */
        kind: 'deposit' | 'balance';
        amountCents: number;
        paidCents: number;
        /**
         * Format: date
         * @description The workshop's calendar day it is due: format it, never convert it
         */
        dueOn: string;
      };
    };
    Invoice: {
      id: number;
      /** @description As printed: INV-0042 */
      number: string;
      /** @enum {unknown} */
      kind: 'deposit' | 'balance';
      quoteVersion: number;
      /** @description What it bills: 50% deposit on quote v2, total $6,466.00 */
      description: string;
      amountCents: number;
      paidCents: number;
      /** Format: date-time */
      issuedAt: string;
      /**
       * Format: date
       * @description The workshop's calendar day it was issued
       */
      issuedOn: string;
      /**
       * Format: date
       * @description The workshop's calendar day it is due: format it, never convert it
       */
      dueOn: string;
    };
    /** @description A payment received; a voided one stays, with who voided it and why */
    Payment: {
      id: number;
      amountCents: number;
      /** Format: date */
      paidOn: string;
      /** @enum {unknown} */
      method: 'bank_transfer' | 'cheque' | 'cash' | 'card' | 'other';
      reference: string | null;
      recordedBy: string;
      /** Format: date-time */
      recordedAt: string;
      /** Format: date-time */
      voidedAt: string | null;
      voidedBy: string | null;
      voidReason: string | null;
    };
    /** @description The project's status moved (from null: before the log starts) */
    ActivityStatusChanged: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'status_changed';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
      from: components['schemas']['RequestStatus'] | null;
      to: components['schemas']['RequestStatus'];
    };
    /** @description An email the site sent, or tried to (pending: still being tried) */
    ActivityEmail: {
      /** @description Stable across reads */
      id: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'email';
      /** Format: date-time */
      at: string;
      actor: components['schemas']['ActivityActor'];
      template: components['schemas']['EmailTemplate'];
      recipient: string;
      /** @enum {unknown} */
      state: 'sent' | 'failed' | 'pending' | 'skipped';
      /** @description The mail server's last answer */
      error: string | null;
      attempts: number;
    };
    /** @description Which email it is; its title is what the team calls it */
    EmailTemplate:
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
    EmailDelivery: {
      id: number;
      template: components['schemas']['EmailTemplate'];
      recipient: string;
      projectId: number | null;
      /**
       * @description sending (being sent now), retrying (the mail system did not take it; tried again with backoff), sent, skipped (nothing to send any more), failed (refused for good, or retries spent)
       * @enum {unknown}
       */
      status: 'sending' | 'retrying' | 'sent' | 'skipped' | 'failed';
      attempts: number;
      /** @description The mail server's last answer */
      lastError: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** Format: date-time */
      sentAt: string | null;
    };
    /** @description A member of the workshop's team, as the owner sees them */
    StaffMember: {
      id: number;
      email: string;
      name: string;
      /** @enum {unknown} */
      role: 'owner' | 'staff';
      /**
       * @description invited (neither a password nor a passkey chosen yet) or active
       * @enum {unknown}
       */
      status: 'invited' | 'active';
      /** @description Whether they hold a WebAuthn passkey to sign in with */
      hasPasskey: boolean;
      /** Format: date-time */
      invitedAt: string;
    };
    /** @description Who is calling, from the session cookie */
    Session:
      | {
          /** @constant */
          authenticated: true;
          /** @enum {unknown} */
          role: 'customer' | 'admin';
          /** @description The customer's or the staff member's; null for the owner's passkey */
          email: string | null;
          /** @description The staff member's name; null for a customer and the owner's passkey */
          name: string | null;
          /**
           * @description Admin sessions only; the owner's passkey is the owner
           * @enum {unknown}
           */
          staffRole: 'owner' | 'staff' | null;
          /** @description False while a temporary password is in use */
          passwordChanged: boolean;
          /** Format: date-time */
          expiresAt: string;
        }
      | {
          /** @constant */
          authenticated: false;
          role: null;
          email: null;
          name: null;
          staffRole: null;
          /** @constant */
          passwordChanged: false;
          expiresAt: null;
        };
    RequestTablePage: {
      rows: components['schemas']['RequestTableRow'][];
      nextCursor: string | null;
      sort: string;
      /** @enum {unknown} */
      dir: 'asc' | 'desc';
      limit: number;
      /** @description Every row the filters match */
      total: number;
    };
    RequestTableRow: {
      id: number;
      fullName: string;
      email: string;
      furnitureType: string | null;
      /** @description The design in force in words, e.g. '96 x 40 x 30 in walnut trestle table with 2 leaves of 18 in': the signed version's, else the customer's, else the quote's; null without one */
      piece: string | null;
      status: components['schemas']['RequestStatus'];
      /** Format: date-time */
      createdAt: string;
      quoteOverdue: boolean;
      /** Format: date-time */
      lastMessageAt: string | null;
      /** @enum {unknown} */
      lastMessageFrom: 'customer' | 'admin' | null;
      lastMessageBy: string | null;
      unread: number;
      quoteAmount: string | null;
      value: number | null;
    };
    ReviewInput: {
      rating: number;
      text: string;
    };
    Review: {
      projectId: number;
      rating: number;
      text: string;
      /** @enum {unknown} */
      status: 'awaiting_approval' | 'approved' | 'hidden';
      furnitureType: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    PublicShowcase: {
      /** @description The portfolio's shown items in order; `specKey` names the drawn illustration of one of the spec's six (shown while it has no photo), null for an item the owner added. */
      portfolio: {
        id: number;
        specKey: string | null;
        title: string;
        subtitle: string;
        photos: {
          /** @description The photo at the default width */
          url: string;
          /** @description Every served width, for an img srcset */
          srcset: string;
          width: number;
          height: number;
          alt: string;
        }[];
      }[];
      pieces: {
        id: number;
        title: string;
        text: string | null;
        photos: {
          /** @description The photo at the default width */
          url: string;
          /** @description Every served width, for an img srcset */
          srcset: string;
          width: number;
          height: number;
        }[];
      }[];
      reviews: {
        rating: number;
        text: string;
        furnitureType: string | null;
        /** Format: date */
        date: string;
      }[];
      rating: {
        average: number;
        count: number;
      } | null;
    };
    PortfolioItem: {
      id: number;
      specKey: string | null;
      title: string;
      subtitle: string;
      hidden: boolean;
      /** Format: date-time */
      changedAt: string | null;
      /** @description null for the owner passkey or never changed */
      changedBy: string | null;
      photos: {
        id: number;
        url: string;
        srcset: string;
        width: number;
        height: number;
        alt: string;
        /** @description The file name it was sent under */
        name: string;
      }[];
    };
    PortfolioChanged: {
      message: string;
      items: components['schemas']['PortfolioItem'][];
    };
    ShowcaseConsent: {
      allowed: boolean;
      /** Format: date-time */
      answeredAt: string;
    };
    WorkshopProfile: {
      name: string;
      tagline: string;
      phone: string;
      /** Format: email */
      email: string;
      address: {
        street: string;
        city: string;
        region: string;
        regionCode: string;
        postalCode: string;
      };
      responsePromise: string;
      quotePromise: string;
      /** @description Empty when not shown */
      openingHours: string;
      /** @description Empty when not shown */
      serviceArea: string;
      /** @description Empty when not shown */
      about: string;
      team: {
        name: string;
        role: string;
        /** @description The member's photo (GET /api/workshop-profile/team-photos/{id}); null for none, when the landing shows their initials. A save names an uploaded photo by `id` (the size it sends is not read: the server's is kept); a save without it reads as null. */
        photo: {
          id: number;
          width: number;
          height: number;
        } | null;
      }[];
      /** @description Care and warranty; empty when not shown */
      carePromise: string;
      paymentInstructions: string;
      /** @description The terms a new quote is given, one per line */
      quoteTerms: string;
      quoteValidityDays: number;
      defaultDepositPercent: number;
      currency: string;
      /** @description Charged on a quote's taxable lines (rate 0: none). A save from before this field existed, without it, takes the default (Pennsylvania sales tax, 6%). */
      salesTax: components['schemas']['SalesTax'];
    };
    WorkshopProfileVersion: {
      id: number;
      /** Format: date-time */
      savedAt: string;
      /** @description The staff member's name; null for the owner's passkey */
      savedBy: string | null;
      restoredFrom: number | null;
      profile: components['schemas']['WorkshopProfile'];
    };
    WorkshopProfileSaved: {
      message: string;
      version: components['schemas']['WorkshopProfileVersion'];
    };
    /** @description The figures of the indicative price: base price x size x material x finish + add-ons, shown from range.low to range.high times that figure */
    PriceList: {
      /** @description Whole dollars per furniture type (table, desk, cabinet, locker, storage) */
      basePrices: {
        [key: string]: number;
      };
      /** @description The share of a price that does not grow with size */
      fixedShare: number;
      /** @description Against solid oak (1), by material value */
      materialFactors: {
        [key: string]: number;
      };
      /** @description Against an oil finish (1), by finish value */
      finishFactors: {
        [key: string]: number;
      };
      /** @description Whole dollars per feature, by type; a locker's are per compartment */
      featurePrices: {
        [key: string]: {
          [key: string]: number;
        };
      };
      range: {
        low: number;
        high: number;
      };
    };
    PriceListVersion: {
      id: number;
      /** Format: date-time */
      savedAt: string;
      /** @description The staff member's name; null for the owner's passkey */
      savedBy: string | null;
      restoredFrom: number | null;
      list: components['schemas']['PriceList'];
    };
    PriceListSaved: {
      message: string;
      version: components['schemas']['PriceListVersion'];
    };
    /** @description One thing waiting on the workshop, on one project */
    InboxItem: {
      /** @enum {unknown} */
      kind:
        'unread-message' | 'change-request' | 'overdue-quote' | 'new-request' | 'unpaid-deposit';
      projectId: number;
      status: components['schemas']['RequestStatus'];
      /** @description The customer's name on the project */
      customer: string;
      /** @description The piece, as the project names it */
      piece: string | null;
      /**
       * Format: date-time
       * @description Since when it waits: the thread's last message, the change request, the request's arrival (overdue or new), the deposit's due date
       */
      since: string;
    };
    /** @description One of the member's passkeys, as they see it (never its key) */
    Passkey: {
      id: number;
      /** @description The browser and system it was added on ("Chrome on macOS") */
      name: string;
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description Its last sign-in; null if it has not signed in yet
       */
      lastUsedAt: string | null;
      /** @description It is the member's only way to sign in (no password, no other passkey): removing it is refused */
      lastWayIn: boolean;
    };
    /** @description A WebAuthn ceremony under way */
    PasskeyCeremony: {
      /** @description Names the server-side challenge; send it back with the answer */
      challengeId: string;
      /** @description PublicKeyCredentialCreationOptionsJSON (adding a passkey) or PublicKeyCredentialRequestOptionsJSON (signing in), for the browser as they are */
      options: {
        [key: string]: unknown;
      };
    };
    /** @description The authenticator's answer to a ceremony */
    PasskeyAnswer: {
      challengeId: string;
      /** @description The PublicKeyCredential as JSON (RegistrationResponseJSON or AuthenticationResponseJSON) */
      response: {
        [key: string]: unknown;
      };
    };
  };
  responses: {
    /** @description Done */
    Done: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['MessageBody'];
      };
    };
    /** @description The project after the change, as its customer sees it */
    ProjectChanged: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
          request: components['schemas']['Project'];
        };
      };
    };
    /** @description The project after the change, as the workshop sees it */
    AdminRequestChanged: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
          request: components['schemas']['AdminRequest'];
        };
      };
    };
    /** @description Invalid input; `message` is the first rule broken, `errors` maps fields to messages */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Not signed in, or wrong credentials */
    Unauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Addressed to another name than the site's (PUBLIC_URL's host; in local mode also localhost, 127.0.0.1 and [::1] on its port); a DNS rebinding attempt */
    MisdirectedRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Signed in, but not allowed (wrong role, temporary-password session, cross-site) */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No such project (or not yours) */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A rule refused the change (lifecycle, draft already sent, password changed meanwhile; `rule` names it), or an Idempotency-Key whose first request's answer is not available (no `rule`) */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The Idempotency-Key was already used for a different request (another method, path or body) */
    IdempotencyKeyReused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A JSON body over 100 kB */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Rate limited; see Retry-After (an upload also meets a budget of decoded megapixels per address and per account) */
    TooManyRequests: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Every image decode slot of this server and its short queue are taken, the file store cannot be written, or the disk is short of space; try again (see Retry-After) */
    UploadsBusy: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: {
    ProjectId: number;
    /** @description The client's name for one attempt at this change (the web app sends a random UUID), sent again with every retry of that attempt: 1 to 255 visible ASCII characters, bare or as a structured-field string ("..."). A retry with the same key from the same caller (the same account, the workshop, or any visitor) answers the first request's status and body, with `Idempotent-Replayed: true`, without doing it again; the same key with another method, path or body is refused (422). A key is kept for 24 hours, and only by a request that changed something: after a refusal the same key may be sent again. Without the header the call behaves as it always did. */
    IdempotencyKey: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
