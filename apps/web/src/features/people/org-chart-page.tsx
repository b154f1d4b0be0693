import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { orgChainQueryOptions } from './api/get-org-chart';
import { FindPerson } from './find-person';
import { OrgTree } from './org-tree';
import { OrgTreeContext, useOrgTreeState } from './use-org-tree';
import { usePersonParam } from './use-person-param';

/** The reporting tree: open a manager to see their reports, or find a person to open the chain down to them. */
export function OrgChartPage() {
  const tree = useOrgTreeState();
  const queryClient = useQueryClient();
  const { personId, open } = usePersonParam();
  const { reveal } = tree;
  const find = useCallback(
    // A person not found has been said in a toast by the HTTP client.
    (id: number) =>
      queryClient
        .fetchQuery(orgChainQueryOptions(id))
        .then((chain) => reveal(chain.people))
        .catch(() => undefined),
    [queryClient, reveal],
  );

  // A link from a person's card, a reload or a choice names someone to show.
  useEffect(() => {
    if (personId !== undefined) void find(personId);
  }, [personId, find]);

  return (
    <OrgTreeContext.Provider value={tree}>
      <PageHeader title="Org Chart" description="Who reports to whom. Open a manager to see their team." />
      <Card>
        <CardContent className="grid gap-4">
          <FindPerson onChoose={(p) => (p.employeeId === personId ? void find(p.employeeId) : open(p.employeeId))} />
          <OrgTree />
        </CardContent>
      </Card>
    </OrgTreeContext.Provider>
  );
}
