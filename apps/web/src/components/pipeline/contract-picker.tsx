import { useState, type ComponentProps } from 'react';
import { CLOSED_CONTRACT_STATUSES } from '@staffdesk/shared/schemas/contracts';
import { Input } from '@/components/ui/input';
import { useContract } from '@/lib/api/get-contract';
import { useContracts } from '@/lib/api/get-contracts';
import { PICKER_PAGE, withChosen } from '@/lib/picker-options';
import { IdSelect } from './id-select';

interface ContractPickerProps extends Omit<ComponentProps<typeof IdSelect>, 'options'> {
  /** Leave out completed and terminated contracts, which take no more task orders, rates or contacts. */
  openOnly?: boolean;
}

/**
 * A contract picked by its id: a search over number, title and company narrows the choice, and the one
 * chosen stays among it though the page of matches does not hold it. The select names contracts by number,
 * which fits a phone's width, and the chosen one's title is written under it. Its props go to the select,
 * as a form control's do.
 */
export function ContractPicker({ openOnly = false, value, ...props }: ContractPickerProps) {
  const [search, setSearch] = useState('');
  const found = useContracts({ ...PICKER_PAGE, search: search.trim() || undefined, sort: 'number', order: 'asc' });
  const chosen = useContract(value ?? undefined).data;
  const options = (found.data?.items ?? [])
    .filter((c) => !openOnly || !CLOSED_CONTRACT_STATUSES.includes(c.status))
    .map((c) => ({ value: String(c.id), label: c.number }));
  const searchId = `${props.id ?? 'contract'}-search`;
  return (
    <div className="grid gap-2">
      <Input
        id={searchId}
        type="search"
        aria-label="Find a contract"
        placeholder="Number, title or company"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <IdSelect
        {...props}
        value={value}
        options={withChosen(
          options,
          chosen && { value: String(chosen.id), label: `${chosen.number}: ${chosen.title}` },
        )}
      />
      {search.trim() !== '' && found.data && options.length === 0 && (
        <p className="text-sm text-muted-foreground" role="status">
          No contract matches “{search.trim()}”.
        </p>
      )}
    </div>
  );
}
