import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Collapsible } from 'radix-ui';
import { ChevronRight } from 'lucide-react';
import { buildNavigation, heldGrants, type NavSection } from '@staffdesk/shared/routes';
import { useUserContext } from '@/lib/api/get-user-context';
import { cn } from '@/lib/cn';
import { RouteIcon } from '../icons';

const itemClass = [
  'flex h-8 items-center gap-2.5 rounded-md px-2 text-sm text-sidebar-foreground/80 outline-none transition-colors',
  'hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
  '[&>svg]:size-4 [&>svg]:shrink-0',
].join(' ');
const activeClass = 'bg-sidebar-accent font-medium text-sidebar-accent-foreground';

function isWithin(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

function SectionGroup({ section, onNavigate }: { section: NavSection; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = isWithin(pathname, section.fullPath);
  const [open, setOpen] = useState(active);
  // Opening the section that holds the current screen; closing stays the user's choice.
  const [seenActive, setSeenActive] = useState(active);
  if (active !== seenActive) {
    setSeenActive(active);
    if (active) setOpen(true);
  }
  // The deepest listed screen holding the current path is the active one: a nested list screen
  // (attendance/wfh-request-list) must not light up its parent (attendance) too.
  const activePath = section.items
    .filter((item) => isWithin(pathname, item.fullPath))
    .reduce<string | undefined>(
      (best, item) => (!best || item.fullPath.length > best.length ? item.fullPath : best),
      undefined,
    );
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} asChild>
      <li>
        <Collapsible.Trigger className={cn(itemClass, 'w-full', active && 'text-sidebar-accent-foreground')}>
          <RouteIcon name={section.icon} aria-hidden="true" />
          <span className="flex-1 truncate text-left">{section.label}</span>
          <ChevronRight aria-hidden="true" className={cn('transition-transform duration-200', open && 'rotate-90')} />
        </Collapsible.Trigger>
        <Collapsible.Content>
          <ul className="mt-0.5 ml-4 grid gap-0.5 border-l border-sidebar-border pl-2">
            {section.items.map((item) => (
              <li key={item.fullPath}>
                <Link
                  to={item.fullPath}
                  onClick={onNavigate}
                  aria-current={item.fullPath === activePath ? 'page' : undefined}
                  className={cn(itemClass, item.fullPath === activePath && activeClass)}
                >
                  <span className="truncate">{item.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Collapsible.Content>
      </li>
    </Collapsible.Root>
  );
}

/** The sidebar's links, derived from the route table, the user's roles and what they hold beside them (heldGrants). */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { data: user } = useUserContext();
  const sections = buildNavigation(user?.userRoleList ?? [], undefined, heldGrants(user));
  return (
    <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-2">
      <ul className="grid gap-0.5">
        {sections.map((section) => {
          if (section.items.length > 0)
            return <SectionGroup key={section.fullPath} section={section} onNavigate={onNavigate} />;
          return (
            <li key={section.fullPath}>
              <NavLink
                to={section.fullPath}
                onClick={onNavigate}
                className={({ isActive }) => cn(itemClass, isActive && activeClass)}
              >
                <RouteIcon name={section.icon} aria-hidden="true" />
                <span className="truncate">{section.label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
