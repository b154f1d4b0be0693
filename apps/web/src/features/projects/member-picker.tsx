import { useState, type ComponentProps } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMemberCandidates } from './api/get-member-candidates';

export type Member = { userId: number; fullname: string };

interface MemberPickerProps extends Omit<ComponentProps<'fieldset'>, 'onChange'> {
  members: readonly Member[];
  onChange: (members: Member[]) => void;
}

/** The project's members: those picked, each removable, and a search of the directory to tick more. */
export function MemberPicker({ members, onChange, ...props }: MemberPickerProps) {
  const [search, setSearch] = useState('');
  const people = useMemberCandidates(search);
  const picked = new Set(members.map((m) => m.userId));
  const flip = (person: Member) =>
    onChange(picked.has(person.userId) ? members.filter((m) => m.userId !== person.userId) : [...members, person]);
  return (
    <fieldset className="grid gap-3" {...props}>
      <legend className="mb-2 text-sm font-medium">Members</legend>
      {members.length === 0 ? (
        <p className="text-sm text-muted-foreground">No members yet: find people below and tick them.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen members">
          {members.map((m) => (
            <li key={m.userId} className="flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-sm">
              {m.fullname}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-6"
                onClick={() => flip(m)}
                aria-label={`Remove ${m.fullname}`}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-2">
        <Label htmlFor="member-search">Find people</Label>
        <Input
          id="member-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Name or code"
        />
      </div>
      <ul className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-2" aria-label="People found">
        {(people.data?.items ?? []).map((p) => (
          <li key={p.employeeId} className="flex items-center gap-2">
            <Checkbox
              id={`member-${p.employeeId}`}
              checked={picked.has(p.employeeId)}
              onCheckedChange={() => flip({ userId: p.employeeId, fullname: p.fullname })}
            />
            <Label htmlFor={`member-${p.employeeId}`} className="font-normal">
              {p.fullname} <span className="text-muted-foreground">({p.employeeCode})</span>
            </Label>
          </li>
        ))}
        {people.data?.items.length === 0 && <li className="text-sm text-muted-foreground">Nobody matches.</li>}
      </ul>
    </fieldset>
  );
}
