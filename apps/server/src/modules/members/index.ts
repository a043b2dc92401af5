// The members module's public face: its routes, and the one ownership check every module calls.
export { memberRoutes } from './members.routes';
export { memberForCall } from './members.service';
