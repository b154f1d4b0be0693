import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './error-page';

/** The error page of a route that failed to load or draw. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return <ErrorPage detail={detail} />;
}
