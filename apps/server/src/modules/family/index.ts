// Family sharing's public face: its routes, and `memberForCare`, which the tracker's and the
// consultations' services use in place of the members' own check (services.ts wires it in).
export { familyRoutes } from './family.routes';
export { type FamilyService, type FamilyServiceDeps, familyServiceFactory } from './family.service';
