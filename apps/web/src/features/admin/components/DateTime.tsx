/** A date with its clock time under it, quieter: a table's When, kept narrow. */
export function DateTime({ date, time }: { date: string; time: string }) {
  return (
    <>
      {date}
      <br />
      <span className="admin-muted">{time}</span>
    </>
  );
}
