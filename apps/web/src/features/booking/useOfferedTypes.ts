import { CONSULT_TYPES } from '@app/contract/constants';
import { useGetClientConfigQuery } from '../../app/clientConfig';
import type { ConsultType } from './choices';

/**
 * The consult types parents are offered, as the server says (ENABLED_CONSULT_TYPES and follow
 * ups), in the contract's order; undefined until it has answered. The booking screens show only
 * these: the others have no flow yet.
 */
export function useOfferedTypes() {
  const config = useGetClientConfigQuery();
  const offered = config.data?.consultTypes;
  return {
    types: offered && CONSULT_TYPES.filter((type) => offered.includes(type)),
    error: config.error,
    retry: () => void config.refetch(),
  };
}

/**
 * A saved choice of a type no longer offered (the setting changed since it was saved) counts as no
 * choice; until the server has said what it offers, the choice stands.
 */
export const offeredChoice = (choice: ConsultType | undefined, offered: readonly ConsultType[] | undefined) =>
  choice && (!offered || offered.includes(choice)) ? choice : undefined;
