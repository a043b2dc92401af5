import type { ComponentProps } from 'react';
import { ConfirmDialog as Dialog } from '../../../components/ConfirmDialog';

/** The app's yes/no dialog with the tracker's two equal buttons (the spec's Cancel and Ok). */
export function ConfirmDialog(props: Omit<ComponentProps<typeof Dialog>, 'actionsClassName'>) {
  return <Dialog {...props} actionsClassName="tracker-dialog-actions" />;
}
