// The doctors' console: its routes and the doctor's session the session plugin resolves.
export { authenticateDoctor, type DoctorSession } from './console.auth';
export { consoleRoutes } from './console.routes';
