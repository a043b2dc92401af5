// The diet module's public face: only what app.ts wires.
export { dietRoutes } from './diet.routes';
