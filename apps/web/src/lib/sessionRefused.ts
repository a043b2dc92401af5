/**
 * The action the base query dispatches when the server refuses the parent's token (401 on a
 * signed route): the store forgets that sign-in, in this tab and, through the shared record, in
 * every other (app/account.ts). A plain action, so the entry chunk's store needs no API client.
 */
export const SESSION_REFUSED = 'session/refused';

// A type, not an interface: Redux's dispatch wants an action with an index signature.
export type SessionRefusedAction = {
  type: typeof SESSION_REFUSED;
  /** The token that was refused: a refusal of an earlier sign-in's call must not end a newer one. */
  payload: string;
};

export const sessionRefused = (token: string): SessionRefusedAction => ({ type: SESSION_REFUSED, payload: token });

export function isSessionRefused(action: unknown): action is SessionRefusedAction {
  return (
    typeof action === 'object' &&
    action !== null &&
    (action as { type?: unknown }).type === SESSION_REFUSED &&
    typeof (action as { payload?: unknown }).payload === 'string'
  );
}
