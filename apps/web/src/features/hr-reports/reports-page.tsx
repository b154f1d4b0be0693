import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useOfficeToday } from '@/lib/office-time';
import { AssetsReportCard } from './assets-report-card';
import { LeaveReportCard } from './leave-report-card';
import { ReimbursementsReportCard } from './reimbursements-report-card';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The HR reports: a month's reimbursements and leave, and the assets issued per employee, previewed and downloaded. */
export function ReportsPage() {
  const today = useOfficeToday();
  const [month, setMonth] = useState(() => today.slice(0, 7));
  const valid = MONTH.test(month);
  return (
    <>
      <PageHeader
        title="Reports"
        description="Reimbursements and leave of a month, and the assets issued per employee, to read here or download for Excel."
      />
      <div className="grid gap-6">
        <ReimbursementsReportCard month={month} valid={valid} onMonthChange={setMonth} />
        <LeaveReportCard month={month} valid={valid} />
        <AssetsReportCard />
      </div>
    </>
  );
}
