// A doctor's hours (decision 0052): weekly rows and days off, for operators and for the doctor.
export { hoursRoutes } from './hours.routes';
export { type HoursService, hoursServiceFactory } from './hours.service';
