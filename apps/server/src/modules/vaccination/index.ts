// Vaccinations: the service factory (its recordVaccination is also the tracker's notification
// call's second use) and the routes.
export { vaccinationRoutes } from './vaccination.routes';
export {
  type VaccinationService,
  type VaccinationServiceDeps,
  vaccinationServiceFactory,
} from './vaccination.service';
