import { useSearchParams } from 'react-router';
import { enAdmin } from '../../../i18n/enAdmin';
import { isOwner, useAdminContext } from '../adminContext';
import { useAdminAuditLogQuery } from '../api/adminApi';
import { auditFilterOf, auditSearchOf } from '../auditFilter';
import { AdminPage, OwnersOnlyPage, QueryState } from '../components/AdminPage';
import { AuditTable } from '../components/AuditTable';
import { InputField } from '../components/Fields';
import { Pager } from '../components/Pager';

const t = enAdmin.audit;
/** The entities that write the log today; others may be typed. */
const KNOWN_ENTITIES = ['consultation', 'doctor', 'clinic', 'speciality', 'banner', 'operator'];

/**
 * `/admin/audit-log` (owners): who changed what, newest first, 50 a page, filtered by entity and
 * id. The filter and the page are in the address, so the doctor's page can link to its history.
 */
export default function AuditLogPage() {
  const { operator } = useAdminContext();
  const [params, setParams] = useSearchParams();
  const filter = auditFilterOf(params);
  const log = useAdminAuditLogQuery(
    {
      entity: filter.entity || undefined,
      entityID: filter.entityID || undefined,
      page: String(filter.page),
    },
    { skip: !isOwner(operator) },
  );
  const page = { id: 'audit-heading', heading: t.heading, lead: t.lead };

  return (
    <OwnersOnlyPage {...page}>
      <AdminPage {...page}>
        <form
          key={params.toString()}
          className="admin-search admin-audit-filter"
          aria-label={t.filter}
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const text = (name: string) => String(data.get(name) ?? '').trim();
            setParams(auditSearchOf({ entity: text('entity'), entityID: text('entityID'), page: 1 }));
          }}
        >
          <InputField
            id="audit-entity"
            name="entity"
            label={t.entity}
            hint={t.entityHint}
            list="audit-entities"
            defaultValue={filter.entity}
          />
          <datalist id="audit-entities">
            {KNOWN_ENTITIES.map((entity) => (
              <option key={entity} value={entity} />
            ))}
          </datalist>
          <InputField
            id="audit-entity-id"
            name="entityID"
            label={t.entityID}
            inputMode="numeric"
            className="admin-field-short"
            defaultValue={filter.entityID}
          />
          <button type="submit" className="btn btn-secondary">
            {t.apply}
          </button>
          {(filter.entity || filter.entityID) && (
            <button type="button" className="btn btn-link" onClick={() => setParams({})}>
              {t.clear}
            </button>
          )}
        </form>
        <QueryState query={log} isEmpty={(d) => d.data.length === 0} emptyText={t.empty}>
          {(d) => (
            <>
              <AuditTable entries={d.data} />
              <Pager
                page={d.page}
                pages={d.pages}
                onPage={(next) => setParams(auditSearchOf({ ...filter, page: next }))}
              />
            </>
          )}
        </QueryState>
      </AdminPage>
    </OwnersOnlyPage>
  );
}
