import { can } from '@staffdesk/shared/roles';
import { PageHeader } from '@/components/page-header';
import { useUserContext } from '@/lib/api/get-user-context';
import { DocumentApprovalsCard, MyDocumentsCard } from './documents-cards';

/**
 * The HR dashboard: a grid of cards, each about one part of HR. Documents come first; the cards of claims
 * and assets join the same grids (yours, then for HR, MD and ADMIN the company's) when those are built.
 */
export function HrDashboardPage() {
  const { data: me } = useUserContext();
  const verifies = me !== undefined && can(me.userRoleList, 'VIEW_DOCUMENTS_APPROVAL');
  return (
    <>
      <PageHeader title="HR Dashboard" description="What needs your attention in human resources." />
      <section aria-labelledby="hr-yours" className="space-y-3">
        <h2 id="hr-yours" className="text-lg font-semibold">
          Yours
        </h2>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          <MyDocumentsCard />
        </div>
      </section>
      {verifies && (
        <section aria-labelledby="hr-company" className="mt-8 space-y-3">
          <h2 id="hr-company" className="text-lg font-semibold">
            To decide
          </h2>
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
            <DocumentApprovalsCard />
          </div>
        </section>
      )}
    </>
  );
}
