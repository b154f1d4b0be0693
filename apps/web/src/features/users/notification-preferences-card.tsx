import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import {
  NOTIFICATION_KIND_LABELS,
  type EmailChoice,
  type TNotificationPreference,
} from '@staffdesk/shared/schemas/notifications';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { FieldError } from '@/components/ui/field-error';
import { Skeleton } from '@/components/ui/skeleton';
import { FormAlert } from '@/components/form-alert';
import { FormButtons } from '@/components/form-footer';
import { LoadError } from '@/components/load-error';
import { HttpError } from '@/lib/http';
import { useNotificationPreferences, useSaveNotificationPreferences } from './api/notification-preferences';

const EMAIL_LABELS: Record<EmailChoice, string> = {
  NONE: 'No email',
  INSTANT: 'Email each one',
  DIGEST: 'Daily digest',
};

/** The server's "items.2.email: …" entries, by row and field, shown beside that row's field. */
function fieldErrors(error: unknown): Map<string, string> {
  const details = error instanceof HttpError ? (error.body as { errorDetails?: unknown })?.errorDetails : undefined;
  const found = new Map<string, string>();
  for (const detail of Array.isArray(details) ? details : []) {
    const match = typeof detail === 'string' ? /^items\.(\d+)\.(\w+): (.*)$/.exec(detail) : null;
    if (match) found.set(`${match[1]}.${match[2]}`, match[3]!);
  }
  return found;
}

/** Per kind of notification: always in the app, and push and email as the person chooses (issue 45). */
export function NotificationPreferencesCard() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  // Undefined until the person changes something: the saved choices show.
  const [edits, setEdits] = useState<TNotificationPreference[]>();
  const items = edits ?? preferences.data?.items ?? [];
  const emailAvailable = preferences.data?.emailAvailable ?? false;
  const errors = fieldErrors(save.error);

  const change = (index: number, patch: Partial<TNotificationPreference>) =>
    setEdits(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(items, {
      onSuccess: () => {
        setEdits(undefined);
        toast.success('Your notification settings were saved.');
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          Every notification stays in the app. Choose which also reach you as push messages
          {emailAvailable ? ', and which by email, at once or in one email a day at six in the evening.' : '.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : preferences.isError ? (
          <LoadError
            title="Your notification settings could not be loaded."
            onRetry={() => void preferences.refetch()}
          />
        ) : (
          <form onSubmit={submit} className="grid gap-4" aria-label="Notification settings" noValidate>
            {!emailAvailable && (
              <p className="text-sm text-muted-foreground">This server sends no email, so only push can be chosen.</p>
            )}
            <ul className="grid gap-3">
              {items.map((item, index) => {
                const { label, hint } = NOTIFICATION_KIND_LABELS[item.kind];
                const emailError = errors.get(`${index}.email`);
                return (
                  <li
                    key={item.kind}
                    className="grid gap-3 rounded-md border p-3 sm:grid-cols-[1fr_auto_12rem] sm:items-center"
                  >
                    <div>
                      <p className="font-medium" id={`kind-${item.kind}`}>
                        {label}
                      </p>
                      <p className="text-sm text-muted-foreground">{hint}</p>
                    </div>
                    <div className="flex items-center gap-2">
                      <Checkbox
                        id={`push-${item.kind}`}
                        checked={item.push}
                        onCheckedChange={(checked) => change(index, { push: checked === true })}
                        aria-describedby={`kind-${item.kind}`}
                      />
                      <Label htmlFor={`push-${item.kind}`}>Push</Label>
                    </div>
                    {emailAvailable && (
                      <div className="grid gap-1">
                        <Label htmlFor={`email-${item.kind}`} className="sr-only">
                          Email for {label.toLowerCase()}
                        </Label>
                        <NativeSelect
                          id={`email-${item.kind}`}
                          value={item.email}
                          aria-invalid={emailError ? true : undefined}
                          aria-describedby={emailError ? `email-${item.kind}-error` : undefined}
                          onChange={(event) => change(index, { email: event.target.value as EmailChoice })}
                        >
                          {(Object.keys(EMAIL_LABELS) as EmailChoice[]).map((choice) => (
                            <option key={choice} value={choice}>
                              {EMAIL_LABELS[choice]}
                            </option>
                          ))}
                        </NativeSelect>
                        {emailError && <FieldError id={`email-${item.kind}-error`}>{emailError}</FieldError>}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            <FormAlert message={errors.size === 0 ? save.error?.message : undefined} />
            <FormButtons
              pending={save.isPending}
              onCancel={() => {
                save.reset();
                setEdits(undefined);
              }}
            />
          </form>
        )}
      </CardContent>
    </Card>
  );
}
