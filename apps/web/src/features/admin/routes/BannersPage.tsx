import type { AdminBanner } from '@app/contract/schemas/adminCatalogue';
import type { z } from 'zod';
import { enAdmin } from '../../../i18n/enAdmin';
import { useAdminBannersQuery, useAdminRetireBannerMutation } from '../api/catalogueApi';
import { RetiredState } from '../components/AdminPage';
import { BannerForm } from '../components/BannerForm';
import { CataloguePage } from '../components/CataloguePage';
import type { Column } from '../components/CatalogueTable';

const t = enAdmin.banners;
type Banner = z.output<typeof AdminBanner>;

const columns: Column<Banner>[] = [
  { header: t.columns.picture, cell: (b) => <img className="admin-thumb" src={b.imageURL} alt={b.alt} /> },
  { header: t.columns.alt, cell: (b) => b.alt },
  { header: t.columns.type, cell: (b) => b.type, nowrap: true },
  { header: t.columns.order, cell: (b) => b.order, nowrap: true },
  { header: t.columns.state, cell: (b) => <RetiredState retiredAt={b.retiredAt} /> },
];

/** `/admin/banners`: the growth tracker's pictures, by type and order; add, edit, retire. */
export default function BannersPage() {
  const banners = useAdminBannersQuery();
  const [retire] = useAdminRetireBannerMutation();
  return (
    <CataloguePage
      id="banners-heading"
      heading={t.heading}
      lead={t.lead}
      emptyText={t.empty}
      list={banners}
      keyOf={(b) => b.bannerID}
      nameOf={(b) => b.alt}
      columns={columns}
      isRetired={(b) => Boolean(b.retiredAt)}
      retire={{
        title: () => t.retireTitle,
        text: t.retireText,
        call: async (b) => (await retire({ bannerID: b.bannerID }).unwrap()).message,
      }}
      editable
      form={(editing, done) => <BannerForm key={editing?.bannerID ?? 'new'} editing={editing} done={done} />}
    />
  );
}
