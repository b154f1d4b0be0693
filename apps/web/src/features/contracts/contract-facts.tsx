import { FileText } from 'lucide-react';
import type { TContract } from '@staffdesk/shared/schemas/contracts';
import { contractMoney } from './contract-money';

/** A contract's value, its task orders' ceilings and its signed documents (hidden from those who may not see values). */
export function ContractFacts({ contract }: { contract: TContract }) {
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-muted-foreground">Value</dt>
        <dd className="font-medium">{contractMoney(contract.value, contract.currency)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Task orders&apos; ceilings</dt>
        <dd className="font-medium">{contractMoney(contract.ceilingTotal, contract.currency)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Documents</dt>
        <dd>
          {contract.documents === null
            ? 'Hidden'
            : contract.documents.length === 0
              ? 'None'
              : contract.documents.map((d) => (
                  <a
                    key={d.id}
                    href={d.downloadPath}
                    className="mr-3 inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                  >
                    <FileText className="size-4" aria-hidden="true" />
                    {d.name}
                  </a>
                ))}
        </dd>
      </div>
    </dl>
  );
}
