import { Link, useSearchParams } from 'react-router';
import { FileSpreadsheet, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/page-header';
import { AddUserForm } from './add-user-form';
import { BulkImportCard } from './bulk-import-card';
import { ADD_USER_PATH } from './paths';

/** A new employee: the user and their employee record in one go, or many from a CSV. */
export function AddUserPage() {
  const [params] = useSearchParams();
  const importing = params.get('import') === 'csv';
  return (
    <>
      <PageHeader
        title="Add New Employee"
        description="The person, their employment and address; or many at once from a CSV."
        actions={
          <Button variant="outline" asChild>
            {importing ? (
              <Link to={ADD_USER_PATH}>
                <UserPlus aria-hidden="true" />
                Add one employee
              </Link>
            ) : (
              <Link to={`${ADD_USER_PATH}?import=csv`}>
                <FileSpreadsheet aria-hidden="true" />
                Import from CSV
              </Link>
            )}
          </Button>
        }
      />
      {importing ? <BulkImportCard /> : <AddUserForm />}
    </>
  );
}
