import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';

/**
 * Asks before leaving a long form with changes: on a link or Back in the app (a dialog) and on closing or
 * reloading the tab (the browser's own question). Quiet while the form is sent, so a submit that goes on
 * to another screen once saved leaves freely: submit with an awaited mutation (mutateAsync) for that.
 */
export function UnsavedChangesGuard() {
  const { isDirty, isSubmitting } = useFormState();
  const guarding = isDirty && !isSubmitting;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }: Parameters<BlockerFunction>[0]) =>
      guarding && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!guarding) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guarding]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="Leave Without Saving?"
      description="What you changed in this form is not saved yet. If you leave, it is lost."
      confirmLabel="Leave"
      dismissLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
