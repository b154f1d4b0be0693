import { useState } from 'react';
import { Link } from 'react-router';
import { Pencil, Plus, Trash2, type LucideIcon } from 'lucide-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { toast } from '@/lib/toast';
import { titleCase } from '@/lib/title-case';
import { uiPath, type UiPath } from '@staffdesk/shared/routes';

interface ContractPartSectionProps<Row extends { id: number }> {
  /** "Task Orders": the section's heading and its table's name. */
  title: string;
  /** "task order", for the buttons and messages. */
  noun: string;
  /** "points of contact", where adding an s would not do. */
  plural?: string;
  icon: LucideIcon;
  columns: DataTableColumn<Row>[];
  query: { data?: Row[]; isError: boolean; refetch: () => unknown };
  /** The form of a part: add with `?contractId=`, edit with `&id=`. */
  formPath: UiPath;
  contractId: number;
  /** Whether the caller may add, change and delete (and the contract is open). */
  writable: boolean;
  /** How the row is named in buttons and messages: "TO-01". */
  name: (row: Row) => string;
  remove: UseMutationResult<unknown, Error, number>;
}

/** One of what hangs off a contract (task orders, invoice rates, points of contact): its table, add, edit and delete. */
export function ContractPartSection<Row extends { id: number }>({
  title,
  noun,
  plural = `${noun}s`,
  icon,
  columns,
  query,
  formPath,
  contractId,
  writable,
  name,
  remove,
}: ContractPartSectionProps<Row>) {
  const [deleting, setDeleting] = useState<Row>();
  const headingId = `${noun.replace(/\W+/g, '-')}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        {writable && (
          <Button asChild variant="outline" size="sm">
            <Link to={uiPath(formPath, { contractId })}>
              <Plus aria-hidden="true" />
              Add {noun}
            </Link>
          </Button>
        )}
      </div>
      <DataTable
        label={title}
        noun={plural}
        columns={columns}
        rows={query.data}
        getRowId={(r) => r.id}
        query={query}
        empty={{ icon, title: `No ${plural} yet.` }}
        rowActions={(row) =>
          writable && (
            <div className="flex justify-end">
              <Button asChild variant="ghost" size="icon">
                <Link to={uiPath(formPath, { contractId, id: row.id })} aria-label={`Edit ${noun} ${name(row)}`}>
                  <Pencil aria-hidden="true" />
                </Link>
              </Button>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => setDeleting(row)}
                aria-label={`Delete ${noun} ${name(row)}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          )
        }
      />
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={titleCase(`Delete this ${noun}?`)}
        description={deleting ? `${name(deleting)} is removed from the contract.` : ''}
        confirmLabel={`Delete ${noun}`}
        dismissLabel="Keep it"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(`${name(deleting)} was deleted.`),
            onSettled: () => setDeleting(undefined),
          })
        }
      />
    </section>
  );
}
