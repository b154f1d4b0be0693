import { useState } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserContext } from '@/lib/api/get-user-context';
import { EnableTwoFactorDialog } from './enable-two-factor-dialog';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';

type OpenDialog = 'enable' | 'disable' | null;

export function TwoFactorCard() {
  const { data: user, isPending } = useUserContext();
  const [open, setOpen] = useState<OpenDialog>(null);
  const enabled = user?.user2FAEnabled ?? false;

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
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
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
      </CardContent>
      <EnableTwoFactorDialog open={open === 'enable'} onOpenChange={(next) => setOpen(next ? 'enable' : null)} />
      <DisableTwoFactorDialog open={open === 'disable'} onOpenChange={(next) => setOpen(next ? 'disable' : null)} />
    </Card>
  );
}
