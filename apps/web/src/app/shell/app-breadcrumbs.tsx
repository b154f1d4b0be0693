import { Fragment } from 'react';
import { Link, useMatches } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { isRouteHandle } from '../route-handle';
import { RouteIcon } from '../icons';

/** The trail of the current screen, from the route table; entries with an empty label and no icon are dropped. */
export function useBreadcrumbs() {
  return useMatches()
    .map((match) => (isRouteHandle(match.handle) ? match.handle.crumb : undefined))
    .filter(
      (crumb): crumb is NonNullable<typeof crumb> => crumb !== undefined && (crumb.label !== '' || Boolean(crumb.icon)),
    );
}

export function AppBreadcrumbs() {
  const crumbs = useBreadcrumbs();
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          const content = crumb.label || <RouteIcon name={crumb.icon} className="size-4" aria-label={crumb.icon} />;
          return (
            <Fragment key={crumb.path}>
              {i > 0 && (
                <li role="presentation" aria-hidden="true" className="hidden sm:block">
                  <ChevronRight className="size-3.5" />
                </li>
              )}
              <li className={last ? 'min-w-0 truncate' : 'hidden truncate sm:block'}>
                {last ? (
                  <span aria-current="page" className="font-medium text-foreground">
                    {content}
                  </span>
                ) : (
                  <Link
                    to={crumb.path}
                    className="rounded-sm transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {content}
                  </Link>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
