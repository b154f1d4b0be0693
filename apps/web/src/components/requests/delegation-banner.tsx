import { Users } from 'lucide-react';
import { formatDate } from '@/lib/dates';
import { useDelegations } from './delegation-queries';

/**
 * On the approvals screens: whose requests the viewer decides for now (issue 18), through a delegation to them,
 * or because a reportee of theirs is away on approved leave and named nobody.
 */
export function DelegationBanner() {
  const data = useDelegations().data;
  const active = (data?.received ?? []).filter((d) => d.active);
  const away = data?.away ?? [];
  if (active.length === 0 && away.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-2 rounded-md border border-sky-500/40 bg-sky-500/10 px-3 py-2 text-sm"
    >
      <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        {active.map((d) => (
          <p key={d.id}>
            You decide on behalf of {d.deciderName} until {formatDate(d.endsOn)}: their requests are in these lists as
            well.
          </p>
        ))}
        {away.map((d) => (
          <p key={`away-${d.deciderId}`}>
            {d.deciderName} is on leave until {formatDate(d.until)} and named nobody to decide: their requests are in
            these lists as well, for you to decide.
          </p>
        ))}
      </div>
    </div>
  );
}
