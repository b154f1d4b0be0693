import { ShownOnce } from '@/components/shown-once';

/** An endpoint's signing secret, shown this once: the server never answers it again. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <ShownOnce id="webhook-secret" label="Signing secret" value={secret} what="secret" onDone={onDone}>
      The receiver checks each delivery&apos;s webhook-signature with it (Standard Webhooks).
    </ShownOnce>
  );
}
