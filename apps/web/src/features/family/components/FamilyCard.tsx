import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { useAppSelector } from '../../../app/store';
import { InviteCard } from '../../../components/InviteCard';
import { enFamily } from '../../../i18n/enFamily';
import { useGetFamilySharingQuery } from '../api/familyApi';

const t = enFamily.card;

/** The home screen's way to family sharing; it says so when someone has invited this parent. */
export function FamilyCard() {
  const token = useAppSelector((state) => state.Basic.authToken) ?? '';
  const sharing = useGetFamilySharingQuery(token, { skip: !token });
  const invited = (sharing.data?.received ?? []).filter((s) => s.state === 'pending').length;
  return (
    <InviteCard id="family-card-title" title={t.title} text={invited > 0 ? t.invited(invited) : t.text}>
      <Link className={invited > 0 ? 'btn btn-primary btn-block' : 'btn btn-secondary btn-block'} to={screens.family}>
        {t.action}
      </Link>
    </InviteCard>
  );
}
