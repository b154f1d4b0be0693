import { Link } from 'react-router';
import { ArrowUpRight } from 'lucide-react';
import { buildNavigation } from '@staffdesk/shared/routes';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** Shortcuts to the first screens of each section the user may open, from the route table. */
export function QuickLinksCard({ roles }: { roles: readonly string[] }) {
  const links = buildNavigation(roles)
    .filter((section) => section.items.length > 0)
    .map((section) => ({ section: section.label, item: section.items[0] }))
    .filter((link): link is { section: string; item: NonNullable<typeof link.item> } => link.item !== undefined);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Jump to</CardTitle>
        <CardDescription>The areas open to you.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-1">
          {links.map(({ section, item }) => (
            <li key={item.fullPath}>
              <Link
                to={item.fullPath}
                className={cn(
                  'group flex items-center justify-between rounded-md px-3 py-2 text-sm outline-none',
                  'transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                )}
              >
                <span>
                  <span className="font-medium">{section}</span>
                  <span className="text-muted-foreground"> · {item.label}</span>
                </span>
                <ArrowUpRight
                  className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
