import { Link, useSearchParams } from 'react-router';
import { screens } from '../../../app/paths';
import { enAdminDoctor } from '../../../i18n/enAdminDoctor';
import { useAdminDoctorsQuery } from '../api/catalogueApi';
import { AdminPage, QueryState } from '../components/AdminPage';
import { DoctorTable } from '../components/DoctorTable';
import { Pager } from '../components/Pager';

const t = enAdminDoctor.list;

/**
 * `/admin/doctors`: every doctor, 50 a page, found by part of a name or a registration number.
 * The search and the page are in the address, so Back and a shared link keep them.
 */
export default function DoctorsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const doctors = useAdminDoctorsQuery({ search: search || undefined, page: String(page) });

  const show = (next: { search: string; page: number }) =>
    setParams({
      ...(next.search ? { search: next.search } : {}),
      ...(next.page > 1 ? { page: String(next.page) } : {}),
    });

  return (
    <AdminPage
      id="doctors-heading"
      heading={t.heading}
      lead={t.lead}
      actions={
        <Link to={screens.adminNewDoctor} className="btn btn-primary">
          {t.add}
        </Link>
      }
    >
      {/* The search landmark: its form asks the server again with the words typed. */}
      <search>
        <form
          className="admin-search"
          onSubmit={(event) => {
            event.preventDefault();
            const typed = new FormData(event.currentTarget).get('search');
            show({ search: typeof typed === 'string' ? typed.trim() : '', page: 1 });
          }}
        >
          <div className="field">
            <label className="field-label" htmlFor="doctor-search">
              {t.search}
            </label>
            <p id="doctor-search-hint" className="field-hint">
              {t.searchHint}
            </p>
            <input
              id="doctor-search"
              key={search}
              name="search"
              type="search"
              className="input"
              defaultValue={search}
              aria-describedby="doctor-search-hint"
            />
          </div>
          <button type="submit" className="btn btn-secondary">
            {t.searchButton}
          </button>
        </form>
      </search>
      <QueryState query={doctors} isEmpty={(d) => d.data.length === 0} emptyText={search ? t.noMatch(search) : t.empty}>
        {(d) => (
          <>
            <DoctorTable doctors={d.data} />
            <Pager page={d.page} pages={d.pages} onPage={(next) => show({ search, page: next })} />
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}
