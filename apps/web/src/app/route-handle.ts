/** What each route of the table carries for the shell: its breadcrumb. */
export interface RouteHandle {
  crumb: { label: string; icon?: string; path: string };
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'crumb' in handle;
}
