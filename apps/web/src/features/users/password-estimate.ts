import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import { PASSWORD_ESTIMATE_OPTIONS } from '@staffdesk/shared/password-policy';

// Loaded only by a dynamic import (use-password-strength.ts): the dictionaries make it some 235 KB gzipped.
const estimator = new ZxcvbnFactory({ ...zxcvbnCommon, ...PASSWORD_ESTIMATE_OPTIONS });

/** The server's estimate of a password (same package, dictionaries and options): a score 0-4 and why it is low. */
export function estimatePassword(password: string, words: string[]): { score: number; warning: string | null } {
  const { score, feedback } = estimator.check(password, words);
  return { score, warning: feedback.warning };
}
