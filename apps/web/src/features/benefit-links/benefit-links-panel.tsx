import type { BenefitLinkKind } from '@staffdesk/shared/schemas/benefit-links';
import { can } from '@staffdesk/shared/roles';
import { useUserContext } from '@/lib/api/get-user-context';
import { AddBenefitLinkForm } from './add-benefit-link-form';
import { BenefitLinkList } from './benefit-link-list';

/** The links of one kind (mediclaim, provident fund); those who keep them add and remove them here. */
export function BenefitLinksPanel({ kind, what }: { kind: BenefitLinkKind; what: string }) {
  const roles = useUserContext().data?.userRoleList ?? [];
  const manages = can(roles, 'MANAGE_BENEFIT_LINKS');
  return (
    <div className="grid gap-6">
      <BenefitLinkList kind={kind} what={what} manages={manages} />
      {manages && <AddBenefitLinkForm kind={kind} what={what} />}
    </div>
  );
}
