// The diet module's public face: its service factory and routes.
export { dietRoutes } from './diet.routes';
export { type DietService, type DietServiceDeps, dietServiceFactory } from './diet.service';
