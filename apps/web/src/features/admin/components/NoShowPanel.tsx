import { enAdminMoney } from '../../../i18n/enAdminMoney';
import { useAdminMarkNoShowMutation } from '../api/moneyApi';
import type { ConsultationDetail } from '../money';
import { Panel } from './Panel';
import { ConfirmedButton, useConfirmedCall } from './useConfirmedCall';

const t = enAdminMoney.noShow;

/** Marking a booked consultation whose time has come as a no-show, confirmed first. */
export function NoShowPanel({ consultation }: { consultation: ConsultationDetail }) {
  const [markNoShow] = useAdminMarkNoShowMutation();
  const marking = useConfirmedCall<ConsultationDetail>({
    title: () => t.confirmTitle,
    text: () => t.confirmText,
    confirmLabel: t.confirm,
    call: async (c) => {
      await markNoShow({ appReqId: c.appReqId }).unwrap();
      return t.done;
    },
  });
  return (
    <Panel id="no-show" heading={t.heading}>
      <p className="admin-muted">{t.lead}</p>
      <ConfirmedButton
        action={marking}
        target={consultation}
        label={t.submit}
        busyLabel={t.busy}
        className="btn btn-secondary"
      />
    </Panel>
  );
}
