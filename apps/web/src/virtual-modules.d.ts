declare module 'virtual:calling-codes' {
  /** "IN91 US1 AG1 …": ISO country code then calling code; a code's main country comes first. */
  const pairs: string;
  export default pairs;
  /** "AF Afghanistan\nAX Åland Islands…": ISO country code then its English name, sorted by name. */
  export const countriesByName: string;
}

declare module 'virtual:route-table' {
  import type { Routes } from '@app/contract/routes';

  /** The contract's route table without its schemas: method, path and signer of every route. */
  const table: { readonly [N in keyof Routes]: Pick<Routes[N], 'method' | 'path' | 'auth'> };
  export default table;
}
