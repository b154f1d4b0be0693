import { can } from '@staffdesk/shared/roles';
import { PageHeader } from '@/components/page-header';
import { useUserContext } from '@/lib/api/get-user-context';
import { CompanyCards } from './company-cards';
import { DocumentApprovalsCard } from './document-approvals-card';
import { MyAssetsCard } from './my-assets-card';
import { MyClaimsCard } from './my-claims-card';
import { MyDocumentsCard } from './my-documents-card';

/** Those who see the company's side of HR (the issue: HR_HEAD, MD and ADMIN). */
const COMPANY_ROLES = ['HR_HEAD', 'MD', 'ADMIN'] as const;

/**
 * The HR dashboard: a grid of cards, each about one part of HR. Yours for everyone (claims, assets,
 * documents), then for HR_HEAD, MD and ADMIN the company's (headcount, joiners and leavers, who is away,
 * pending approvals, the month's claims), and the documents to verify for those who verify them.
 */
export function HrDashboardPage() {
  const { data: me } = useUserContext();
  const verifies = me !== undefined && can(me.userRoleList, 'VIEW_DOCUMENTS_APPROVAL');
  const company = me !== undefined && me.userRoleList.some((r) => (COMPANY_ROLES as readonly string[]).includes(r));
  return (
    <>
      <PageHeader title="HR Dashboard" description="What needs your attention in human resources." />
      <section aria-labelledby="hr-yours" className="space-y-3">
        <h2 id="hr-yours" className="text-lg font-semibold">
          Yours
        </h2>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          <MyClaimsCard />
          <MyAssetsCard />
          <MyDocumentsCard />
        </div>
      </section>
      {company && (
        <section aria-labelledby="hr-company-wide" className="mt-8 space-y-3">
          <h2 id="hr-company-wide" className="text-lg font-semibold">
            The Company
          </h2>
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
            <CompanyCards />
          </div>
        </section>
      )}
      {verifies && (
        <section aria-labelledby="hr-company" className="mt-8 space-y-3">
          <h2 id="hr-company" className="text-lg font-semibold">
            To Decide
          </h2>
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
            <DocumentApprovalsCard />
          </div>
        </section>
      )}
    </>
  );
}
