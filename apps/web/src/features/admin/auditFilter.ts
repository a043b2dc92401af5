import { screens } from '../../app/paths';

/** The audit log's filter and page, as its address carries them (so a link can open it filtered). */
export interface AuditFilter {
  entity: string;
  entityID: string;
  page: number;
}

export function auditFilterOf(params: URLSearchParams): AuditFilter {
  const entityID = params.get('entityID')?.trim() ?? '';
  return {
    entity: params.get('entity')?.trim() ?? '',
    // Not an id: no filter by id rather than a refused call.
    entityID: /^\d{1,9}$/.test(entityID) ? entityID : '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

export function auditSearchOf(filter: AuditFilter): Record<string, string> {
  return {
    ...(filter.entity ? { entity: filter.entity } : {}),
    ...(filter.entityID ? { entityID: filter.entityID } : {}),
    ...(filter.page > 1 ? { page: String(filter.page) } : {}),
  };
}

/** The audit log of one entity: `/admin/audit-log?entity=doctor&entityID=7`. */
export const auditOf = (entity: string, id: number) =>
  `${screens.adminAuditLog}?${new URLSearchParams(auditSearchOf({ entity, entityID: String(id), page: 1 }))}`;
