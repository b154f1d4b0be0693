import { useCallback } from 'react';
import { useUserContext } from '@/lib/api/get-user-context';

/** Whether a record (a request, a claim, an asset in hand) is the signed-in user's: nobody decides their own, the server refuses it. */
export function useIsOwnRecord(): (employeeId: number) => boolean {
  const me = useUserContext().data?.userId;
  return useCallback((employeeId: number) => me !== undefined && employeeId === me, [me]);
}

/** Said instead of a decider's buttons on a record of their own. */
export function OwnRecordNote() {
  return <span className="self-center text-xs text-muted-foreground">Yours: another decider acts on it</span>;
}
