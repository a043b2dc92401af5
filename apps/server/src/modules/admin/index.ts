// The clinic's back office (decision 0050): operators, their roles and sign-in; the operator's
// session the session plugin resolves; and the step the `admin:create` command runs.
export { allowRoles, authenticateOperator, type OperatorSession } from './admin.auth';
export { adminRoutes } from './admin.routes';
export { type AdminService, type AdminServiceDeps, adminServiceFactory, createOperator } from './admin.service';
