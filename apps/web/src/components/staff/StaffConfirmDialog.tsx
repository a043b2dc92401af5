import type { ComponentProps } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';

/** The app's yes/no dialog with the staff areas' row of buttons (the console, the back office). */
export function StaffConfirmDialog(props: Omit<ComponentProps<typeof ConfirmDialog>, 'actionsClassName'>) {
  return <ConfirmDialog {...props} actionsClassName="staff-dialog-actions" />;
}
