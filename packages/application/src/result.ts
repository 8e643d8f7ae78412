/** Why a use case refused; the HTTP adapter maps each kind to one status code. */
export type AppError =
  | {
      readonly kind: 'validation';
      readonly message: string;
      readonly fieldErrors?: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'unauthenticated'; readonly message: string }
  | { readonly kind: 'forbidden'; readonly message: string }
  | { readonly kind: 'not_found'; readonly message: string }
  /** A lifecycle or uniqueness rule was broken; `rule` names it. */
  | { readonly kind: 'conflict'; readonly rule: string; readonly message: string };

export type AppErrorKind = AppError['kind'];

export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: AppError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(error: AppError): Result<T> => ({ ok: false, error });

export const errors = {
  validation: (message: string, fieldErrors?: Readonly<Record<string, string>>): AppError =>
    fieldErrors ? { kind: 'validation', message, fieldErrors } : { kind: 'validation', message },
  unauthenticated: (message = 'Please sign in to continue.'): AppError => ({
    kind: 'unauthenticated',
    message,
  }),
  forbidden: (message: string): AppError => ({ kind: 'forbidden', message }),
  notFound: (message = 'Project not found'): AppError => ({ kind: 'not_found', message }),
  conflict: (rule: string, message: string): AppError => ({ kind: 'conflict', rule, message }),
};
