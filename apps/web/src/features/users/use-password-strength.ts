import { useEffect, useState } from 'react';
import {
  PASSWORD_MESSAGES,
  PASSWORD_MIN_SCORE,
  PASSWORD_STRENGTH_LABELS,
  containsUsername,
  passwordContextWords,
  weakPasswordMessage,
} from '@staffdesk/shared/password-policy';
import { ZNewPasswordSchema } from '@staffdesk/shared/schemas/auth';
import type * as EstimateModule from './password-estimate';

type Estimator = typeof EstimateModule;
let loading: Promise<Estimator> | undefined;

/** The estimator's chunk, fetched once, when a password is first typed; a failed fetch is tried again next time. */
function loadEstimator(): Promise<Estimator> {
  loading ??= import('./password-estimate').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export interface PasswordStrength {
  score: number;
  label: (typeof PASSWORD_STRENGTH_LABELS)[number];
  /** Why the server will refuse it, in its words; undefined when it will not on these grounds. */
  problem?: string;
}

export interface PasswordOwner {
  username: string;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
}

/** Waits for a pause in typing, so that a screen reader hears the verdict once, not at every key. */
const PAUSE_MS = 300;

/** The strength of a password being typed, as the server will judge it; undefined while empty or loading. */
export function usePasswordStrength(password: string, owner: PasswordOwner): PasswordStrength | undefined {
  // While typing, the last verdict stays until the pause's one replaces it: the bars do not blink at every key.
  const [judged, setJudged] = useState<PasswordStrength>();
  const { username, firstname, lastname, email } = owner;

  useEffect(() => {
    if (!password) return;
    let current = true;
    const timer = setTimeout(() => {
      loadEstimator()
        .then(({ estimatePassword }) => {
          if (current) setJudged(strengthOf(estimatePassword, password, { username, firstname, lastname, email }));
        })
        // Without the estimator the form still works: the server judges the password on submit.
        .catch(() => undefined);
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, username, firstname, lastname, email]);

  return password ? judged : undefined;
}

function strengthOf(estimate: Estimator['estimatePassword'], password: string, owner: PasswordOwner): PasswordStrength {
  const { score, warning } = estimate(password, passwordContextWords(owner));
  const refusal =
    ZNewPasswordSchema.safeParse(password).error?.issues[0]?.message ??
    (owner.username !== '' && containsUsername(password, owner.username) ? PASSWORD_MESSAGES.username : undefined);
  // A password too short or with the username in it is refused whatever its score: the meter shows it as weak.
  const shown = refusal ? Math.min(score, PASSWORD_MIN_SCORE - 1) : score;
  const problem = refusal ?? (score < PASSWORD_MIN_SCORE ? weakPasswordMessage(warning) : undefined);
  return { score: shown, label: PASSWORD_STRENGTH_LABELS[shown]!, problem };
}
