import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { queryClient } from '@/lib/query-client';
import { userContextQueryOptions } from '@/lib/api/get-user-context';
import { masterDataQueryOptions } from '@/lib/api/get-master-data';

/** Guard step 2: the user context unless already held with an email id; a failure gives undefined. */
export async function ensureUserContext(): Promise<TUserContext | undefined> {
  const options = userContextQueryOptions();
  const held = queryClient.getQueryData(options.queryKey);
  if (held?.userEmailId) return held;
  return queryClient.fetchQuery(options).catch(() => undefined);
}

/** Guard step 4: master data once; not awaited, and a failure is ignored (tried again on the next navigation). */
export function ensureMasterData(): void {
  if (queryClient.getQueryData(masterDataQueryOptions().queryKey) === undefined) {
    void queryClient.prefetchQuery(masterDataQueryOptions());
  }
}
