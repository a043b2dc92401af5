// The members module's public face: its service factory and routes, and the one ownership check
// every module calls (also as a plain function, for modules not yet wired through a factory).
export { memberRoutes } from './members.routes';
export {
  type Member,
  type MembersService,
  type MembersServiceDeps,
  memberForCall,
  membersServiceFactory,
} from './members.service';
