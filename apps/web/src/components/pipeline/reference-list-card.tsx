import { useState, type ReactNode } from 'react';
import { Pencil, Plus, Trash2, type LucideIcon } from 'lucide-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { toast } from '@/lib/toast';
import { titleCase } from '@/lib/title-case';

interface ReferenceItem {
  id: number;
}

interface ReferenceListCardProps<T extends ReferenceItem> {
  title: string;
  description: string;
  /** What one item is called in buttons: 'method' gives "Add method", "Edit method …". */
  noun: string;
  /** The list's name for the table and its count: 'estimation methods'. */
  plural: string;
  icon: LucideIcon;
  columns: DataTableColumn<T>[];
  query: UseQueryResult<T[]>;
  /** How an item is named to people. */
  nameOf: (item: T) => string;
  /** What deleting an item does, or why it may be refused, in the confirmation. */
  deleteDescription: (item: T) => string;
  remove: UseMutationResult<unknown, Error, number>;
  /** The add or edit dialog: the item when editing, undefined when adding. */
  dialog: (item: T | undefined, onClose: () => void) => ReactNode;
}

type Editing<T> = { mode: 'add' } | { mode: 'edit' | 'delete'; item: T } | undefined;

/**
 * A short list that its keepers maintain beside the section's main one (estimation methods, project
 * categories): the list, "Add", an edit and a delete button on each row, and a confirmation before deleting.
 */
export function ReferenceListCard<T extends ReferenceItem>({
  title,
  description,
  noun,
  plural,
  icon,
  columns,
  query,
  nameOf,
  deleteDescription,
  remove,
  dialog,
}: ReferenceListCardProps<T>) {
  const [editing, setEditing] = useState<Editing<T>>();
  const close = () => setEditing(undefined);
  return (
    <Card className="mt-6">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => setEditing({ mode: 'add' })}>
          <Plus aria-hidden="true" />
          Add {noun}
        </Button>
      </CardHeader>
      <CardContent>
        <DataTable
          label={title}
          noun={plural}
          columns={columns}
          rows={query.data}
          getRowId={(item) => item.id}
          query={query}
          empty={{ icon, title: `No ${plural} yet.` }}
          rowActions={(item) => (
            <div className="flex justify-end">
              <Button
                variant="ghost"
                size="icon"
                onClick={() => setEditing({ mode: 'edit', item })}
                aria-label={`Edit ${noun} ${nameOf(item)}`}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => setEditing({ mode: 'delete', item })}
                aria-label={`Delete ${noun} ${nameOf(item)}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          )}
        />
      </CardContent>
      {(editing?.mode === 'add' || editing?.mode === 'edit') &&
        dialog(editing.mode === 'edit' ? editing.item : undefined, close)}
      <ConfirmDialog
        open={editing?.mode === 'delete'}
        onOpenChange={(open) => !open && close()}
        title={titleCase(`Delete this ${noun}?`)}
        description={editing?.mode === 'delete' ? deleteDescription(editing.item) : ''}
        confirmLabel={`Delete ${noun}`}
        dismissLabel="Keep it"
        pending={remove.isPending}
        onConfirm={() =>
          editing?.mode === 'delete' &&
          remove.mutate(editing.item.id, {
            onSuccess: () => toast.success(`${nameOf(editing.item)} was deleted.`),
            onSettled: close,
          })
        }
      />
    </Card>
  );
}
