import { useQueries } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Inbox } from 'lucide-react';
import { decidesAny } from '@staffdesk/shared/access';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { useUserContext } from '@/lib/api/get-user-context';
import type { RegisteredRequestFamily } from './registered-family';
import { DelegationBanner } from './delegation-banner';

interface ApprovalsPageProps {
  title: string;
  description: string;
  /** The families this screen decides (the registry's of its area). */
  families: readonly RegisteredRequestFamily[];
}

/** An approvals screen: a tab per family the viewer decides, each with how many requests wait. */
export function ApprovalsPage({ title, description, families }: ApprovalsPageProps) {
  const { data: user } = useUserContext();
  const viewer = { id: user?.userId ?? 0, roles: user?.userRoleList ?? [], delegatedGrants: user?.delegatedGrants };
  const visible = families.filter((family) => decidesAny(viewer, family.deciders));
  const [params, setParams] = useSearchParams();
  const tab = visible.find((family) => family.key === params.get('tab'))?.key ?? visible[0]?.key;
  const counts = useQueries({ queries: visible.map((family) => family.countQuery()) });

  const setTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={title} description={description} />
      <DelegationBanner />
      {visible.length === 0 || tab === undefined ? (
        <EmptyState icon={Inbox} title="There is nothing here for you to decide.">
          <p>Requests that your roles let you decide show up on this screen.</p>
        </EmptyState>
      ) : (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="w-full sm:w-fit">
            {visible.map((family, i) => {
              const total = counts[i]?.data?.total;
              return (
                <TabsTrigger key={family.key} value={family.key}>
                  {family.label}
                  {total ? (
                    <Badge variant="secondary" className="ml-0.5 h-5 min-w-5 rounded-full px-1.5 tabular-nums">
                      {total}
                    </Badge>
                  ) : null}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {visible.map((family) => (
            <TabsContent key={family.key} value={family.key}>
              <family.Queue />
              {family.FollowUp && <family.FollowUp />}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </>
  );
}
