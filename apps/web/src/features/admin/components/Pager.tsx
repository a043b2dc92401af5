import { enAdmin } from '../../../i18n/enAdmin';

const t = enAdmin.common;

/** Previous and next around 'Page 2 of 5'; nothing when there is one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t.pages}>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t.previous}
      </button>
      <span aria-live="polite">{t.pageOf(page, pages)}</span>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t.next}
      </button>
    </nav>
  );
}
