import { useSearchParams } from 'react-router';
import { REQUEST_STATUSES, type RequestStatus } from '@staffdesk/shared/schemas/requests';

/** A request list's status filter and page, kept in the URL so back, reload and links keep them. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = (REQUEST_STATUSES as readonly string[]).includes(rawStatus ?? '') ? (rawStatus as RequestStatus) : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const update = (next: { status?: RequestStatus; page?: number }) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if ('status' in next) {
          if (next.status) copy.set('status', next.status);
          else copy.delete('status');
          copy.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 1) copy.set('page', String(next.page));
          else copy.delete('page');
        }
        return copy;
      },
      { replace: true },
    );

  return {
    status,
    page,
    setStatus: (value: RequestStatus | undefined) => update({ status: value }),
    setPage: (value: number) => update({ page: value }),
  };
}
