import { lazy, Suspense, useEffect, useState } from 'react';
import { registerToasterHost } from '@/lib/toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Mounts the Toaster the first time a toast is asked for (see lib/toast.ts). */
export function ToasterHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => registerToasterHost(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
