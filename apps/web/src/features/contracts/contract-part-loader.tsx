import type { ReactNode } from 'react';
import type { TContract } from '@staffdesk/shared/schemas/contracts';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useContract } from '@/lib/api/get-contract';
import { idParam } from '@/components/pipeline/id-param';
import { PipelineFormSkeleton } from '@/components/pipeline/pipeline-form-card';
import { ContractChoice } from './contract-choice';

interface ContractPartLoaderProps<Part extends { id: number }> {
  params: URLSearchParams;
  /** The form's heading, kept while the contract loads or cannot be shown. */
  title: string;
  /** Under the contract picker, when the form is opened without one: what the part adds to the contract. */
  choiceHint: string;
  /** The contract's parts of this kind (its task orders, rates or contacts). */
  useParts: (contractId: number | undefined) => { data?: Part[]; isError: boolean; refetch: () => unknown };
  render: (contract: TContract, part: Part | undefined) => ReactNode;
}

/**
 * What a part's form starts from: the contract of `?contractId=` (chosen here when the form is opened without
 * one), and with `&id=` the part to change.
 */
export function ContractPartLoader<Part extends { id: number }>({
  params,
  title,
  choiceHint,
  useParts,
  render,
}: ContractPartLoaderProps<Part>) {
  const contractId = idParam(params, 'contractId');
  const id = idParam(params, 'id');
  const contract = useContract(contractId);
  const parts = useParts(id === undefined ? undefined : contractId);
  const part = id === undefined ? undefined : parts.data?.find((p) => p.id === id);
  if (contractId !== undefined && contract.data && (id === undefined || part)) return render(contract.data, part);
  let body: ReactNode;
  if (contractId === undefined) body = <ContractChoice hint={choiceHint} />;
  else if (contract.isError || parts.isError)
    body = <LoadError title="The contract could not be loaded." onRetry={() => void contract.refetch()} />;
  else if (!contract.data || (id !== undefined && !parts.data)) body = <PipelineFormSkeleton />;
  else body = <LoadError title="It is not part of this contract any more." onRetry={() => void parts.refetch()} />;
  return (
    <>
      <PageHeader title={title} />
      {body}
    </>
  );
}
