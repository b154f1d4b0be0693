import type { ReactNode } from 'react';
import { Table, TableBody, TableCaption, TableHeader } from '@/components/ui/table';
import { cn } from '@/lib/cn';

interface DataTableGridProps {
  /** The caption, for screen readers. */
  label: string;
  /** The header row. */
  header: ReactNode;
  /** The body's rows. */
  children: ReactNode;
  className?: string;
}

/** The table itself, in its border, from the `md` breakpoint up (phones get cards). */
export function DataTableGrid({ label, header, children, className }: DataTableGridProps) {
  return (
    <div className={cn('hidden rounded-md border md:block', className)}>
      <Table>
        <TableCaption className="sr-only">{label}</TableCaption>
        <TableHeader>{header}</TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
}
