import type { RouteName } from '@app/contract/routes';
import { fromRoute } from '../../../lib/routeEndpoint';
import { operatorSession } from '../adminSession';

/**
 * An endpoint of the back office taking its route's own input, signed with the operator's token
 * (the base query sends it to operator routes only, and forgets it on their 401).
 */
export const signed = <N extends RouteName>(name: N) => fromRoute(name, undefined, operatorSession);

/** The back office always shows the server's word: nothing is kept once no screen shows it. */
export const FRESH = { keepUnusedDataFor: 0 } as const;
