import { PageHeader } from '@/components/page-header';
import { ReimbursementRequestForm } from './reimbursement-request-form';

/** The reimbursement request form under its heading. */
export function ReimbursementRequestPage() {
  return (
    <>
      <PageHeader title="Reimbursement Request" description="Claim an expense back, with its receipts." />
      <ReimbursementRequestForm />
    </>
  );
}
