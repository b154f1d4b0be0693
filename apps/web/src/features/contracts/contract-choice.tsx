import { useSearchParams } from 'react-router';
import { ContractPicker } from '@/components/pipeline/contract-picker';
import { PIPELINE_FORM_WIDTH } from '@/components/pipeline/pipeline-form-card';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';

/** A part's form opened without a contract: the open contracts to choose from, which then opens the form. */
export function ContractChoice({ hint }: { hint: string }) {
  const [, setParams] = useSearchParams();
  return (
    <Card className={PIPELINE_FORM_WIDTH}>
      <CardContent className="grid gap-2">
        <Label htmlFor="contractId">Contract</Label>
        <ContractPicker
          id="contractId"
          value={null}
          openOnly
          placeholder="Choose a contract"
          aria-describedby="contractId-hint"
          onChange={(id) =>
            id !== null &&
            setParams((params) => {
              params.set('contractId', String(id));
              return params;
            })
          }
        />
        <p id="contractId-hint" className="text-sm text-muted-foreground">
          {hint}
        </p>
      </CardContent>
    </Card>
  );
}
