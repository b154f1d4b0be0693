import type { QueryClient } from '@tanstack/react-query';
import { PIPELINE_KEY } from '@/lib/api/get-contracts';

/** A change anywhere in the pipeline (an accepted proposal wins its enquiry) refreshes all of it. */
export function refreshPipeline(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: PIPELINE_KEY });
}
