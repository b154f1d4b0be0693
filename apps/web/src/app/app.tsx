import { RouterProvider } from 'react-router';
import { useApplyTheme } from '@/lib/theme';
import { useIdleReload } from '@/lib/use-idle-reload';
import { router } from './router';
import { ToasterHost } from './toaster-host';

export function App() {
  useApplyTheme();
  useIdleReload();
  return (
    <>
      <RouterProvider router={router} />
      <ToasterHost />
    </>
  );
}
