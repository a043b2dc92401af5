// The doctors' console: its service and routes, and the doctor's session the session plugin resolves.
export { authenticateDoctor, type DoctorSession, doctorActor } from './console.auth';
export { consoleRoutes } from './console.routes';
export { type ConsoleService, type ConsoleServiceDeps, consoleServiceFactory } from './console.service';
export { dutyCounter } from './dutyCounter';
