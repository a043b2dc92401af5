import type { Operator } from '@app/contract/schemas/admin';
import { useOutletContext } from 'react-router';

/** What the back office's layout gives its screens: the signed-in operator, once GET adminMe answers. */
export interface AdminContext {
  operator: Operator | undefined;
}

export const useAdminContext = () => useOutletContext<AdminContext>();

/** Whether the signed-in operator is an owner (the operators and the audit log are theirs). */
export const isOwner = (operator: Operator | undefined) => operator?.role === 'owner';
