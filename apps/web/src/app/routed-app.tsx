import { RouterProvider } from 'react-router';
import { router } from './router';

/** The app behind its router: every page but the sign-in page of a visit that starts there. */
export function RoutedApp() {
  return <RouterProvider router={router} />;
}
