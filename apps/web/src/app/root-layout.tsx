import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { TopLoadingBar } from './top-loading-bar';

/** Wraps every page of the router: the top loading bar and scroll restoration. */
export function RootLayout() {
  const navigating = useNavigation().state !== 'idle';
  return (
    <>
      <TopLoadingBar navigating={navigating} />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
