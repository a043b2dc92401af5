// The clinic's back office (decision 0050): operators, their roles and sign-in; the operator's
// session the session plugin resolves; and the step the `admin:create` command runs.
export { allowRoles, authenticateOperator, type OperatorSession, operatorActor } from './admin.auth';
export { adminRoutes } from './admin.routes';
export { type AdminService, type AdminServiceDeps, adminServiceFactory, createOperator } from './admin.service';
// The catalogue operators keep (decision 0051): specialities, clinics, doctors, banners, and their pictures.
export { catalogueRoutes, mediaRoutes } from './catalogue/catalogue.routes';
export { type CatalogueService, catalogueServiceFactory } from './catalogue/catalogue.service';
export { upcomingLabels } from './catalogue/catalogueDeps';
// Consultations and money in the back office (decision 0053).
export { moneyRoutes } from './consultations/money.routes';
export { type MoneyService, moneyServiceFactory } from './consultations/money.service';
