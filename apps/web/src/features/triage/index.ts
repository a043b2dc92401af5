/**
 * What other features may use of red-flag triage: nothing yet. Its one screen (/child-check) is
 * reached from the reason screen by its address; the server refuses an order for a child whose
 * answers showed a danger sign.
 */
export {};
