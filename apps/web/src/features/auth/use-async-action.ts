import { useCallback, useRef, useState } from 'react';

/** A tiny pending flag around one async call at a time; a second call while one runs is ignored. */
export function useAsyncAction<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      try {
        await action(...args);
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [action],
  );
  return [run, pending] as const;
}
