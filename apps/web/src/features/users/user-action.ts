import type { TUserSummary } from '@staffdesk/shared/schemas/users';

/** What a row's menu opens on its user. */
export type UserActionKind = 'edit' | 'activate' | 'deactivate' | 'password' | 'two-factor';
export interface UserAction {
  kind: UserActionKind;
  user: TUserSummary;
}

/** The actions asked about before they are taken, in the words of their confirmation. */
export const CONFIRMATIONS = {
  activate: {
    title: 'Reactivate This User?',
    confirmLabel: 'Reactivate',
    description: (n: string) => `${n} can sign in again.`,
    destructive: false,
  },
  deactivate: {
    title: 'Deactivate This User?',
    confirmLabel: 'Deactivate',
    description: (n: string) => `${n} is signed out everywhere at once and cannot sign in until reactivated.`,
    destructive: true,
  },
  password: {
    title: 'Reset the Password?',
    confirmLabel: 'Reset password',
    description: (n: string) =>
      `${n} is signed out everywhere and gets a one-time password, shown to you once, which they must change at their next sign-in.`,
    destructive: true,
  },
  'two-factor': {
    title: 'Turn Two-Factor Sign-In Off?',
    confirmLabel: 'Turn 2FA off',
    description: (n: string) => `${n} signs in with their password alone until they turn it on again.`,
    destructive: true,
  },
} as const satisfies Record<Exclude<UserActionKind, 'edit'>, unknown>;
