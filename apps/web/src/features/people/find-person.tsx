import { useEffect, useId, useState } from 'react';
import type { TEmployeeDirectoryEntry } from '@staffdesk/shared/schemas/organisation';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { usePeopleDirectory } from './api/get-people-directory';

const SEARCH_DELAY_MS = 250;
const SUGGESTIONS = 8;

/** A combobox of colleagues by name: typing suggests, arrows move, Enter chooses, Escape closes the list. */
export function FindPerson({ onChoose }: { onChoose: (person: TEmployeeDirectoryEntry) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = usePeopleDirectory({ search, pageSize: SUGGESTIONS }, search !== '');
  const options = search === '' ? [] : (found.data?.items ?? []);
  const settled = open && search !== '' && !found.isPending;
  const shown = settled && options.length > 0;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const choose = (person: TEmployeeDirectoryEntry | undefined) => {
    if (!person) return;
    setText(person.fullname);
    setOpen(false);
    onChoose(person);
  };

  return (
    <div className="relative grid w-full gap-1.5 sm:w-80">
      <Label htmlFor={id}>Find a person</Label>
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && options[active] ? optionId(active) : undefined}
        placeholder="Type a name"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((i) => Math.min(i + 1, options.length - 1));
          else if (e.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
          else if (e.key === 'Enter' && shown) choose(options[active]);
          else if (e.key === 'Escape') setOpen(false);
          else return;
          e.preventDefault();
          setOpen(e.key !== 'Escape' && e.key !== 'Enter');
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="People found"
        hidden={!shown}
        className="absolute top-full z-20 mt-1 grid w-full rounded-md border bg-popover p-1 shadow-md"
      >
        {options.map((p, i) => (
          <li
            key={p.employeeId}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={cn('cursor-default rounded-sm px-2 py-1.5 text-sm', i === active && 'bg-accent')}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(p)}
          >
            <span className="font-medium">{p.fullname}</span>
            {p.designation && <span className="text-muted-foreground"> · {p.designation}</span>}
          </li>
        ))}
      </ul>
      {settled && options.length === 0 && (
        <p
          role="status"
          className="absolute top-full z-20 mt-1 w-full rounded-md border bg-popover p-2 text-sm shadow-md"
        >
          Nobody by that name.
        </p>
      )}
    </div>
  );
}
