import { Contact } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/page-header';
import { DataTable } from '@/components/data-table/data-table';
import { usePeopleDirectory } from './api/get-people-directory';
import { BY_NAME, peopleColumns } from './people-columns';
import { PeopleFilters } from './people-filters';
import { PersonDialog } from './person-dialog';
import { useDirectoryParams } from './use-directory-params';
import { usePersonParam } from './use-person-param';

const PAGE_SIZE = 20;

/** Every active colleague: search, department and designation filters, sort and page in the URL; a card each. */
export function PeopleDirectoryPage() {
  const { list, query } = useDirectoryParams(PAGE_SIZE);
  const people = usePeopleDirectory(query);
  const { open } = usePersonParam();

  return (
    <>
      <PageHeader title="Directory" description="Find a colleague: how to reach them, their manager and their team." />
      <Card>
        <CardContent>
          <DataTable
            mode="server"
            label="People"
            noun="people"
            columns={peopleColumns}
            rows={people.data?.items}
            getRowId={(p) => p.employeeId}
            query={people}
            empty={{
              icon: Contact,
              title: 'Nobody is in the directory yet.',
              filteredTitle: 'Nobody matches this search.',
            }}
            sort={list.sort}
            defaultSort={BY_NAME}
            onSortChange={list.setSort}
            search={{ label: 'Search by name, email or designation', value: list.search, onChange: list.setSearch }}
            filters={<PeopleFilters list={list} />}
            filtered={list.filtered || list.search !== ''}
            onClearFilters={list.clearFilters}
            pagination={{
              page: list.page,
              pageSize: PAGE_SIZE,
              total: people.data?.total ?? 0,
              onPageChange: list.setPage,
            }}
            rowActions={(p) => (
              <Button variant="outline" size="sm" onClick={() => open(p.employeeId)} aria-label={`View ${p.fullname}`}>
                View
              </Button>
            )}
          />
        </CardContent>
      </Card>
      <PersonDialog />
    </>
  );
}
