// Who changed what (decision 0051): every module that changes the catalogue, hours, consultations,
// prescriptions or money writes its record here, inside its own transaction; owners read it.
export { type Actor, AUDIT_PAGE_SIZE, type AuditRow, auditPage, type Change, recordChange } from './audit.repo';
