import type { TDelegation } from '@staffdesk/shared/schemas/delegations';
import { Badge } from '@/components/ui/badge';
import { periodText } from './delegation-period';

/** The delegations others gave you: whose requests you decide, and when. */
export function ReceivedDelegations({ delegations }: { delegations: TDelegation[] }) {
  return (
    <section aria-labelledby="delegations-received" className="grid gap-3 border-t pt-6">
      <h3 id="delegations-received" className="font-medium">
        Delegated to You
      </h3>
      <ul className="grid gap-2 text-sm">
        {delegations.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center gap-2">
            <span>{`You decide for ${d.deciderName} ${periodText(d)}.`}</span>
            {d.active && <Badge variant="success">Active now</Badge>}
          </li>
        ))}
      </ul>
    </section>
  );
}
