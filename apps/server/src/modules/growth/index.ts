// The growth module's public face: its service factory and routes, and the intake's measurement
// (the members module saves the details and hands their height and weight over, in its transaction).
export { growthRoutes } from './growth.routes';
export { type GrowthService, type GrowthServiceDeps, growthServiceFactory } from './growth.service';
export { type IntakeMeasurement, recordIntakeMeasurement } from './intake';
