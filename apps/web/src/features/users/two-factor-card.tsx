import { useState } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserContext } from '@/lib/api/get-user-context';
import { useRecoveryCodesLeft } from './api/get-recovery-codes-left';
import { EnableTwoFactorDialog } from './enable-two-factor-dialog';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { RegenerateRecoveryCodesDialog } from './regenerate-recovery-codes-dialog';

type OpenDialog = 'enable' | 'disable' | 'regenerate' | null;

function codesLeft(n: number): string {
  return `${n} recovery ${n === 1 ? 'code' : 'codes'} left`;
}

export function TwoFactorCard() {
  const { data: user, isPending } = useUserContext();
  const [open, setOpen] = useState<OpenDialog>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const enabled = user?.user2FAEnabled ?? false;
  const left = useRecoveryCodesLeft(enabled);
  const dialog = (name: Exclude<OpenDialog, null>) => ({
    open: open === name,
    onOpenChange: (next: boolean) => setOpen(next ? name : null),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-Factor Authentication</CardTitle>
        <CardDescription>Ask for a code from your authenticator app each time you sign in.</CardDescription>
        <CardAction>
          {isPending ? (
            <Skeleton className="h-5 w-10" />
          ) : (
            <Badge variant={enabled ? 'success' : 'secondary'}>{enabled ? 'On' : 'Off'}</Badge>
          )}
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-3 text-sm text-muted-foreground">
            {enabled ? (
              <ShieldCheck className="size-5 text-success" aria-hidden="true" />
            ) : (
              <ShieldOff className="size-5" aria-hidden="true" />
            )}
            {enabled ? 'Your account asks for a code at sign-in.' : 'Your account is protected by your password alone.'}
          </div>
          {enabled ? (
            <Button variant="outline" onClick={() => setOpen('disable')} disabled={isPending}>
              Turn off
            </Button>
          ) : (
            <Button onClick={() => setOpen('enable')} disabled={isPending}>
              Turn on
            </Button>
          )}
        </div>
        {enabled && (
          <div className="flex flex-wrap items-center justify-between gap-4 border-t pt-4">
            <div className="grid gap-1 text-sm">
              {left.data && <p className="font-medium">{codesLeft(left.data.remaining)}</p>}
              {left.isPending && <Skeleton className="h-5 w-40" />}
              <p className="text-muted-foreground">Each signs you in once if you lose your phone.</p>
            </div>
            <Button variant="outline" onClick={() => setOpen('regenerate')}>
              Regenerate
            </Button>
          </div>
        )}
      </CardContent>
      <EnableTwoFactorDialog {...dialog('enable')} onEnabled={setNewCodes} />
      <DisableTwoFactorDialog {...dialog('disable')} />
      <RegenerateRecoveryCodesDialog {...dialog('regenerate')} onRegenerated={setNewCodes} />
      <RecoveryCodesDialog codes={newCodes} username={user?.username ?? ''} onClose={() => setNewCodes(null)} />
    </Card>
  );
}
