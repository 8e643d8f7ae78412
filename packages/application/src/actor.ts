/** Who is asking, as the server established it: never taken from a request body. */
export type Actor =
  | { readonly kind: 'anonymous' }
  | {
      readonly kind: 'customer';
      readonly id: number;
      readonly email: string;
      /** False for a session opened with a temporary password: only change-password is open. */
      readonly passwordChanged: boolean;
    }
  | { readonly kind: 'admin' };

export type CustomerActor = Extract<Actor, { kind: 'customer' }>;

export const ANONYMOUS: Actor = { kind: 'anonymous' };
