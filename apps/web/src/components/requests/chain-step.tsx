import { waitingFor } from '@staffdesk/shared/schemas/approval-chains';
import { Badge } from '@/components/ui/badge';

interface ChainStepProps {
  request: { readonly step: number; readonly chain: readonly string[] };
  /** Who decides the family's first step ("Reporting manager"): given, the requester reads whom the request waits for. */
  firstStep?: string;
}

/**
 * Where a request approved in steps stands (issue 18): "Step 2 of 3" beside the requester in a decider's
 * queue; "Waiting for HR Head — step 2 of 2" under the status in the requester's own list. Nothing for a
 * request of one step.
 */
export function ChainStep({ request, firstStep }: ChainStepProps) {
  if (request.chain.length === 0) return null;
  if (firstStep === undefined) {
    return (
      <Badge variant="outline">
        Step {request.step} of {request.chain.length + 1}
      </Badge>
    );
  }
  return (
    <span className="block w-44 basis-full text-xs whitespace-normal text-muted-foreground">
      {waitingFor(firstStep, request)}
    </span>
  );
}
