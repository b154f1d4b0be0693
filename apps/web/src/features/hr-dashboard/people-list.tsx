/** A person on a card, with what the card says of them (a date, a kind of leave). */
export interface ListedPerson {
  employeeId: number;
  employeeName: string;
  department: string | null;
  detail: string;
}

/** People of a card, each with their department and what the card says of them; a sentence when there are none. */
export function PeopleList({
  label,
  people,
  empty,
}: {
  label: string;
  people: readonly ListedPerson[];
  empty: string;
}) {
  if (people.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-1 text-sm" aria-label={label}>
      {people.map((p) => (
        <li key={`${p.employeeId}-${p.detail}`} className="flex flex-wrap justify-between gap-x-3">
          <span>
            {p.employeeName}
            {p.department && <span className="text-muted-foreground"> · {p.department}</span>}
          </span>
          <span className="text-muted-foreground">{p.detail}</span>
        </li>
      ))}
    </ul>
  );
}
