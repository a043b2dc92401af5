import type { ComponentProps } from 'react';
import { ConfirmDialog as Dialog } from '../../../components/ConfirmDialog';

/** The app's yes/no dialog with the console's row of buttons. */
export function ConfirmDialog(props: Omit<ComponentProps<typeof Dialog>, 'actionsClassName'>) {
  return <Dialog {...props} actionsClassName="console-dialog-actions" />;
}
