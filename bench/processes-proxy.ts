/**
 * The processes benchmark's load balancer, in a process of its own so it does not share an event
 * loop with the load generator: round-robin over the ports given as arguments. Prints its address.
 */
import { startRoundRobinProxy } from '../apps/server/src/test/roundRobinProxy';

const proxy = await startRoundRobinProxy(process.argv.slice(2).map(Number));
console.log(JSON.stringify({ ready: proxy.url }));
process.on('SIGTERM', () => void proxy.close().then(() => process.exit(0)));
