import { Users } from 'lucide-react';
import { formatDate } from '@/lib/dates';
import { useDelegations } from './delegation-queries';

/** On the approvals screens: whose requests the viewer decides for now, through a delegation to them (issue 18). */
export function DelegationBanner() {
  const active = (useDelegations().data?.received ?? []).filter((d) => d.active);
  if (active.length === 0) return null;
  return (
    <div role="status" className="mb-4 flex items-start gap-2 rounded-md border border-sky-500/40 bg-sky-500/10 px-3 py-2 text-sm">
      <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        {active.map((d) => (
          <p key={d.id}>{`You decide on behalf of ${d.deciderName} until ${formatDate(d.endsOn)}: their requests are in these lists as well.`}</p>
        ))}
      </div>
    </div>
  );
}
