import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { enHome } from '../../../i18n/enHome';
import { type HomeConsultation, isQueued, whenOf } from '../home';

interface Props {
  /** The consultation the parent asked to cancel; the dialog is closed without one. */
  asking: HomeConsultation | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Cancel this consultation?', or for a place in the on-duty queue 'Leave the queue?': both a full refund. */
export function CancelDialog({ asking, onConfirm, onCancel }: Props) {
  const t = enHome.cancel;
  const queued = asking !== undefined && isQueued(asking);
  return (
    <ConfirmDialog
      open={asking !== undefined}
      title={queued ? t.queueTitle : t.title}
      text={asking ? (queued ? t.queueText(asking.memberName) : t.text(asking.memberName, whenOf(asking))) : ''}
      confirmLabel={queued ? t.queueConfirm : t.confirm}
      cancelLabel={queued ? t.queueKeep : t.keep}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
