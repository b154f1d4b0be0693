import { Link } from 'react-router';
import type { TTicket } from '@staffdesk/shared/schemas/helpdesk';
import { Badge } from '@/components/ui/badge';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { useMasterData } from '@/lib/api/get-master-data';
import { useDateTimeText } from '@/lib/office-time';
import { ticketPath } from './paths';

/** Badges that must be read over a selected or hovered row: full colour, white text. */
const STRONG = 'border-transparent bg-destructive text-white dark:text-destructive-foreground';
const AMBER = 'border-transparent bg-amber-500/15 text-amber-800 dark:text-amber-300';

/** A status in words and a colour that agrees with them. */
export function TicketStatusBadge({ status }: { status: string }) {
  const label = status.charAt(0) + status.slice(1).toLowerCase();
  if (status === 'SOLVED') return <Badge variant="success">{label}</Badge>;
  if (status === 'REJECTED') return <Badge variant="destructive">{label}</Badge>;
  if (status === 'OPEN') return <Badge className={AMBER}>{label}</Badge>;
  return <Badge variant="secondary">{label}</Badge>;
}

export function PriorityBadge({ priority }: { priority: string }) {
  const label = priority.charAt(0) + priority.slice(1).toLowerCase();
  if (priority === 'URGENT') return <Badge className={STRONG}>{label}</Badge>;
  if (priority === 'HIGH') return <Badge className={AMBER}>{label}</Badge>;
  return <Badge variant="outline">{label}</Badge>;
}

/** "3 h", "2 d": how long ago a ticket was opened. */
export function ageText(iso: string, now = Date.now()): string {
  const hours = Math.max(0, (now - Date.parse(iso)) / 3_600_000);
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) return `${Math.round(hours)} h`;
  return `${Math.round(hours / 24)} d`;
}

export function DueBy({ ticket }: { ticket: Pick<TTicket, 'dueBy' | 'overdue'> }) {
  const dateTimeText = useDateTimeText();
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span>{dateTimeText(ticket.dueBy)}</span>
      {ticket.overdue && <Badge className={STRONG}>Overdue</Badge>}
    </span>
  );
}

/** Labels of the master data: categories, sub-categories, priorities. */
export function useTicketLabels() {
  const master = useMasterData().data;
  const label = (group: 'ticketCategories' | 'ticketSubCategories' | 'ticketPriorities', code: string) =>
    master?.[group].find((i) => i.code === code)?.label ?? code;
  return {
    category: (code: string) => label('ticketCategories', code),
    subCategory: (code: string) => label('ticketSubCategories', code),
    master,
  };
}

/** The columns every ticket list shows: the subject (a link to the ticket), its kind, priority and due by. */
export function ticketColumns(labels: ReturnType<typeof useTicketLabels>): DataTableColumn<TTicket>[] {
  return [
    {
      id: 'subject',
      header: 'Ticket',
      cell: (r) => (
        <Link to={ticketPath(r.id)} className="font-medium underline-offset-4 hover:underline">
          #{r.id} {r.subject}
        </Link>
      ),
      sortKey: 'subject',
      card: 'title',
      width: 'md',
    },
    {
      id: 'category',
      header: 'Category',
      value: (r) => `${labels.category(r.category)} · ${labels.subCategory(r.subCategory)}`,
      sortKey: 'category',
      width: 'sm',
    },
    {
      id: 'priority',
      header: 'Priority',
      cell: (r) => <PriorityBadge priority={r.priority} />,
      sortKey: 'priority',
      width: 'fit',
    },
    { id: 'dueBy', header: 'Due by', cell: (r) => <DueBy ticket={r} />, sortKey: 'dueBy', width: 'fit' },
  ];
}
