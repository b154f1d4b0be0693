import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import {
  PASSWORD_ESTIMATE_OPTIONS,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_SCORE,
  containsUsername,
  passwordContextWords,
  weakPasswordMessage,
} from '@staffdesk/shared/password-policy';

/** The demo accounts' published password (the demo seed's DEMO_PASSWORD; a test holds them equal). */
export const PUBLISHED_DEMO_PASSWORD = 'Demo@12345';

/** The person a password is for: their username and names are words an attacker who knows them tries first. */
export interface PasswordOwner {
  username: string;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
}

let estimator: ZxcvbnFactory | undefined;
let breached: Set<string> | undefined;

/** Built on first use: the dictionaries take tens of milliseconds to rank. */
function strengthEstimator(): ZxcvbnFactory {
  return (estimator ??= new ZxcvbnFactory({ ...zxcvbnCommon, ...PASSWORD_ESTIMATE_OPTIONS }));
}

/** language-common's list of common and breached passwords (about 49,000), compared without case. */
function breachedPasswords(): Set<string> {
  return (breached ??= new Set(zxcvbnCommon.dictionary['passwords-common'].map((p) => p.toLowerCase())));
}

/**
 * Why a password someone chooses is refused, or undefined when it may be used. Its length is the schema's
 * (ZNewPasswordSchema); the current and temporary passwords are the caller's to compare, against the hash.
 */
export function passwordProblem(password: string, owner: PasswordOwner): string | undefined {
  if (containsUsername(password, owner.username)) return PASSWORD_MESSAGES.username;
  if (password.toLowerCase().includes(PUBLISHED_DEMO_PASSWORD.toLowerCase())) return PASSWORD_MESSAGES.demo;
  if (breachedPasswords().has(password.toLowerCase())) return PASSWORD_MESSAGES.breached;
  const estimate = strengthEstimator().check(password, passwordContextWords(owner));
  if (estimate.score < PASSWORD_MIN_SCORE) return weakPasswordMessage(estimate.feedback.warning);
  return undefined;
}
