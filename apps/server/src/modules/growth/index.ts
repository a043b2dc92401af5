// The growth module's public face: its service factory and routes.
export { growthRoutes } from './growth.routes';
export { type GrowthService, type GrowthServiceDeps, growthServiceFactory } from './growth.service';
