import { Spinner } from '../icons';

/** A staff screen's data on its way: a spinner and the area's 'Loading…', announced politely. */
export function StaffLoading({ text }: { text: string }) {
  return (
    <div className="staff-loading" role="status">
      <Spinner size={32} />
      <span>{text}</span>
    </div>
  );
}
