import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_MAX_FAILURES,
  TWO_FA_MAX_WRONG_CODES,
  TWO_FA_TOKEN_TTL_SECONDS,
} from '@staffdesk/shared/constants';
import type {
  TLoginResponse,
  TQrCodeResponse,
  TResetPasswordRequest,
  TSecondFactorRequest,
  TTokenPair,
  TTwoFaRequest,
} from '@staffdesk/shared/schemas/auth';
import { uiPath } from '@staffdesk/shared/routes';
import { loginFailures, twoFaChallenges, users } from '../../db/schema/identity';
import type { Db, Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import { can, mayAdminister, type AuthUser } from '../../access';
import { AppError, badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../../errors';
import { writeAudit } from '../audit/service';
import { PASSWORD_MESSAGES } from '@staffdesk/shared/password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { passwordProblem } from './password-policy';
import { endAllSessions, opaqueToken, startSession, tokenHash } from './sessions';
import { open, seal } from './secret-box';
import { matchTotpStep, newTotpSecret, otpauthUri } from './totp';
import type { AccountNotice, AuthHooks } from './hooks';
import { claimRecoveryCode, deleteRecoveryCodes, replaceRecoveryCodes } from './recovery-codes';
import { passwordSignInFor } from './sign-in-config';
import { PASSWORD_SIGN_IN_OFF } from '@staffdesk/shared/sso-messages';

export const INVALID_CREDENTIALS = 'Invalid username or password.';
export const INVALID_OTP = 'Invalid OTP. Please try again.';
export const INVALID_RECOVERY_CODE = 'This recovery code is not right, or it has been used already.';
const CHALLENGE_ENDED = 'This sign-in has expired. Please sign in again.';
export const TOO_MANY_FAILURES = `Too many failed sign-in attempts. Try again in ${LOGIN_FAILURE_WINDOW_SECONDS / 60} minutes.`;

function windowStart() {
  return sql`now() - make_interval(secs => ${LOGIN_FAILURE_WINDOW_SECONDS})`;
}

/**
 * Books an attempt as failed before the password is checked, under a per-username lock, so that parallel guesses
 * cannot slip past the limit; a right password takes the booking back.
 */
async function bookAttempt(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  username: string,
  address: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'login:' + username}))`);
    const [byAccount] = await tx
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.username, username), gt(loginFailures.at, windowStart())));
    const [byAddress] = await tx
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.address, address), gt(loginFailures.at, windowStart())));
    if ((byAccount?.n ?? 0) >= LOGIN_MAX_FAILURES || (byAddress?.n ?? 0) >= config.loginMaxFailuresPerAddress) {
      throw tooManyRequests(TOO_MANY_FAILURES);
    }
    const [row] = await tx.insert(loginFailures).values({ username, address }).returning({ id: loginFailures.id });
    return row!.id;
  });
}

export async function login(
  deps: Pick<AppDeps, 'db' | 'tokens' | 'config'>,
  input: { username: string; password: string },
  address: string,
): Promise<TLoginResponse> {
  const { db, tokens } = deps;
  const username = input.username.toLowerCase();
  // Before the booking: a refusal that does not depend on the password is no guess to count.
  const { signIn } = deps.config;
  if (!passwordSignInFor(signIn, username)) throw forbidden(PASSWORD_SIGN_IN_OFF(signIn?.oidc?.name ?? 'SSO'));
  const bookingId = await bookAttempt(deps, username, address);
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username));
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordOk || !user.isActive) throw unauthorized(INVALID_CREDENTIALS);

  return db.transaction(async (tx) => {
    // A right password takes back wrong passwords, never wrong codes: those count until their window ends.
    await tx
      .delete(loginFailures)
      .where(
        or(
          eq(loginFailures.id, bookingId),
          and(eq(loginFailures.username, username), eq(loginFailures.secondFactor, false)),
        ),
      );
    return sessionOrChallenge(tx, tokens, user);
  });
}

/** A proven user's session, or with 2FA on the challenge /authenticate/2Fa answers: a password's or an SSO's. */
export async function sessionOrChallenge(
  tx: Executor,
  tokens: AppDeps['tokens'],
  user: { id: number; tokenVersion: number; twoFaEnabled: boolean },
): Promise<TLoginResponse> {
  if (user.twoFaEnabled) {
    const twoFAToken = opaqueToken();
    await tx.insert(twoFaChallenges).values({
      userId: user.id,
      tokenHash: tokenHash(twoFAToken),
      expiresAt: new Date(Date.now() + TWO_FA_TOKEN_TTL_SECONDS * 1000),
    });
    return { twoFAToken, user2FAEnabled: true };
  }
  return startSession(tx, tokens, user);
}

/** The step of an accepted code must be above the last one accepted. */
async function claimTotpStep(
  tx: Executor,
  secrets: AppDeps['secrets'],
  userId: number,
  sealedSecret: string,
  code: string,
): Promise<boolean> {
  const step = matchTotpStep(open(secrets.encryptionKey, sealedSecret), code);
  if (step === null) return false;
  const claimed = await tx
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

/** A TOTP code (replay refused) or an unused recovery code, spent; null when it is not right. */
async function claimSecondFactor(
  tx: Executor,
  secrets: AppDeps['secrets'],
  user: { id: number; totpSecretEnc: string },
  proof: TSecondFactorRequest,
): Promise<{ recoveryCodesLeft: number | null } | null> {
  if (proof.recoveryCode !== undefined) {
    const left = await claimRecoveryCode(tx, secrets.encryptionKey, user.id, proof.recoveryCode);
    return left === null ? null : { recoveryCodesLeft: left };
  }
  const ok = await claimTotpStep(tx, secrets, user.id, user.totpSecretEnc, proof.verifyTOTP ?? '');
  return ok ? { recoveryCodesLeft: null } : null;
}

/** The refusal of a wrong second factor, named by the field it came in. */
function wrongSecondFactor(proof: TSecondFactorRequest): AppError {
  return proof.recoveryCode !== undefined
    ? badRequest(INVALID_RECOVERY_CODE, [`recoveryCode: ${INVALID_RECOVERY_CODE}`])
    : badRequest(INVALID_OTP, [`verifyTOTP: ${INVALID_OTP}`]);
}

function recoveryCodeNotice(left: number): AccountNotice {
  return {
    title: 'A recovery code was used to sign in',
    body:
      `${left} ${left === 1 ? 'recovery code is' : 'recovery codes are'} left. If it was not you, change your ` +
      'password and make new recovery codes in Settings.',
    link: uiPath('/ui/settings'),
  };
}

/**
 * Wrong one-time passwords count like wrong passwords: a new twoFAToken is a password away, so five per token alone
 * would not bound guessing.
 */
export async function verifySecondFactor(
  { db, tokens, secrets }: Pick<AppDeps, 'db' | 'tokens' | 'secrets'>,
  hooks: AuthHooks,
  input: TTwoFaRequest,
  address: string,
): Promise<TTokenPair> {
  let afterCommit: (() => Promise<void>) | undefined;
  // The failure count must be kept even when the answer is an error: errors are returned from the transaction.
  const result = await db.transaction(async (tx): Promise<TTokenPair | AppError> => {
    const [challenge] = await tx
      .select()
      .from(twoFaChallenges)
      .where(eq(twoFaChallenges.tokenHash, tokenHash(input.twoFaToken)))
      .for('update');
    if (
      !challenge ||
      challenge.usedAt ||
      challenge.expiresAt <= new Date() ||
      challenge.failedAttempts >= TWO_FA_MAX_WRONG_CODES
    ) {
      return unauthorized(CHALLENGE_ENDED);
    }
    const [user] = await tx.select().from(users).where(eq(users.id, challenge.userId));
    if (!user?.isActive || !user.twoFaEnabled || !user.totpSecretEnc) return unauthorized(CHALLENGE_ENDED);
    const username = user.username.toLowerCase();
    // The same per-account lock and count as a password, so parallel challenges cannot slip past the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'login:' + username}))`);
    const [byAccount] = await tx
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.username, username), gt(loginFailures.at, windowStart())));
    if ((byAccount?.n ?? 0) >= LOGIN_MAX_FAILURES) return tooManyRequests(TOO_MANY_FAILURES);
    const claim = await claimSecondFactor(tx, secrets, { id: user.id, totpSecretEnc: user.totpSecretEnc }, input);
    if (!claim) {
      await tx
        .update(twoFaChallenges)
        .set({ failedAttempts: sql`${twoFaChallenges.failedAttempts} + 1` })
        .where(eq(twoFaChallenges.id, challenge.id));
      await tx.insert(loginFailures).values({ username, address, secondFactor: true });
      return unauthorized(input.recoveryCode !== undefined ? INVALID_RECOVERY_CODE : INVALID_OTP);
    }
    if (claim.recoveryCodesLeft !== null) {
      await writeAudit(tx, {
        actorId: user.id,
        action: 'user.recovery-code-used',
        entity: 'user',
        entityId: user.id,
        after: { recoveryCodesLeft: claim.recoveryCodesLeft },
      });
      afterCommit = await hooks.tellUser(tx, user.id, recoveryCodeNotice(claim.recoveryCodesLeft));
    }
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.username, username), eq(loginFailures.secondFactor, true)));
    await tx
      .update(twoFaChallenges)
      .set({ usedAt: sql`now()` })
      .where(eq(twoFaChallenges.id, challenge.id));
    return startSession(tx, tokens, user);
  });
  if (result instanceof AppError) throw result;
  void afterCommit?.().catch(() => undefined);
  return result;
}

export async function startTwoFactorEnrolment(
  { db, secrets }: Pick<AppDeps, 'db' | 'secrets'>,
  actor: AuthUser,
): Promise<TQrCodeResponse> {
  const [user] = await db.select({ twoFaEnabled: users.twoFaEnabled }).from(users).where(eq(users.id, actor.id));
  if (user?.twoFaEnabled)
    throw conflict('Two-factor authentication is already on. Turn it off first to enrol a new device.');
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totpPendingSecretEnc: seal(secrets.encryptionKey, secret) })
    .where(eq(users.id, actor.id));
  const uri = otpauthUri(secret, actor.username);
  return { otpauthUri: uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 240 }), secret };
}

/** Turns 2FA on and answers the first recovery codes. */
export async function enableTwoFactor(
  { db, secrets }: Pick<AppDeps, 'db' | 'secrets'>,
  actor: AuthUser,
  code: string,
): Promise<string[]> {
  const outcome = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, actor.id)).for('update');
    if (!user) return notFound();
    if (user.twoFaEnabled) return conflict('Two-factor authentication is already on.');
    if (!user.totpPendingSecretEnc) return badRequest('Scan the QR code first: no enrolment is under way.');
    if (!(await claimTotpStep(tx, secrets, user.id, user.totpPendingSecretEnc, code)))
      return badRequest(INVALID_OTP, [`verifyTOTP: ${INVALID_OTP}`]);
    await tx
      .update(users)
      .set({
        twoFaEnabled: true,
        totpSecretEnc: user.totpPendingSecretEnc,
        totpPendingSecretEnc: null,
        updatedAt: sql`now()`,
        lastModifiedBy: actor.id,
      })
      .where(eq(users.id, user.id));
    return replaceRecoveryCodes(tx, secrets.encryptionKey, user.id);
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/** New recovery codes in place of the old, confirmed with a second factor as turning 2FA off is. */
export async function regenerateRecoveryCodes(
  { db, secrets }: Pick<AppDeps, 'db' | 'secrets'>,
  actor: AuthUser,
  proof: TSecondFactorRequest,
): Promise<string[]> {
  const outcome = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, actor.id)).for('update');
    if (!user?.twoFaEnabled || !user.totpSecretEnc)
      return conflict('Two-factor authentication is off: turn it on first, and you get recovery codes with it.');
    if (!(await claimSecondFactor(tx, secrets, { id: user.id, totpSecretEnc: user.totpSecretEnc }, proof)))
      return wrongSecondFactor(proof);
    const codes = await replaceRecoveryCodes(tx, secrets.encryptionKey, user.id);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'user.regenerate-recovery-codes',
      entity: 'user',
      entityId: user.id,
    });
    return codes;
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

export async function disableOwnTwoFactor(
  { db, secrets }: Pick<AppDeps, 'db' | 'secrets'>,
  actor: AuthUser,
  proof: TSecondFactorRequest,
): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, actor.id)).for('update');
    if (!user?.twoFaEnabled || !user.totpSecretEnc) return conflict('Two-factor authentication is already off.');
    if (!(await claimSecondFactor(tx, secrets, { id: user.id, totpSecretEnc: user.totpSecretEnc }, proof)))
      return wrongSecondFactor(proof);
    await clearTwoFactor(tx, user.id, actor.id);
    return null;
  });
  if (outcome) throw outcome;
}

async function clearTwoFactor(tx: Executor, userId: number, actorId: number) {
  await tx
    .update(users)
    .set({
      twoFaEnabled: false,
      totpSecretEnc: null,
      totpPendingSecretEnc: null,
      totpLastStep: null,
      updatedAt: sql`now()`,
      lastModifiedBy: actorId,
    })
    .where(eq(users.id, userId));
  await deleteRecoveryCodes(tx, userId);
}

/** An administrator turns 2FA off for someone who lost their device. */
export async function disableTwoFactorFor(db: Db, actor: AuthUser, userId: number): Promise<void> {
  if (userId === actor.id)
    throw badRequest('To turn off your own two-factor authentication, confirm with a code in Settings.');
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, twoFaEnabled: users.twoFaEnabled, roles: users.roles })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound('No such user.');
    if (!mayAdminister(actor, user.roles)) throw forbidden('Only ADMIN or MD may change an ADMIN or MD user.');
    if (!user.twoFaEnabled) throw conflict('Two-factor authentication is already off for this user.');
    await clearTwoFactor(tx, userId, actor.id);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'user.disable-2fa',
      entity: 'user',
      entityId: userId,
      before: { user2FAEnabled: true },
      after: { user2FAEnabled: false },
    });
  });
}

/**
 * One's new password must differ from the current (the temporary one while it must change). An administrator is
 * not told whether it is someone's already: that would tell it.
 */
async function sameAsCurrentProblem(
  target: { passwordHash: string; passwordMustChange: boolean },
  newPassword: string,
): Promise<string | undefined> {
  if (!(await verifyPassword(target.passwordHash, newPassword))) return undefined;
  return target.passwordMustChange ? PASSWORD_MESSAGES.sameAsTemporary : PASSWORD_MESSAGES.sameAsCurrent;
}

/** Checked as a sign-in checks it, booked against the account, so a stolen access token cannot guess it. */
async function checkCurrentPassword(
  deps: Pick<AppDeps, 'db' | 'config'>,
  target: { username: string; passwordHash: string },
  currentPassword: string,
  address: string,
): Promise<void> {
  const username = target.username.toLowerCase();
  const bookingId = await bookAttempt(deps, username, address);
  if (!(await verifyPassword(target.passwordHash, currentPassword))) {
    throw badRequest('Your current password is not right.', ['currentPassword: Your current password is not right.']);
  }
  await deps.db.delete(loginFailures).where(eq(loginFailures.id, bookingId));
}

/** Own (with the current one), or anyone's for a user administrator; every session of that user ends. */
export async function resetPassword(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: AuthUser,
  input: TResetPasswordRequest,
  address: string,
): Promise<void> {
  const { db } = deps;
  const targetId = input.userId ?? actor.id;
  const forSelf = targetId === actor.id;
  if (!forSelf && !can(actor, 'MANAGE_USERS'))
    throw forbidden("Only ADMIN, MD and HR_HEAD may set another user's password.");
  const [target] = await db.select().from(users).where(eq(users.id, targetId));
  if (!target) throw notFound('No such user.');
  if (!forSelf && !mayAdminister(actor, target.roles))
    throw forbidden('Only ADMIN or MD may change an ADMIN or MD user.');
  if (forSelf) {
    if (!input.currentPassword)
      throw badRequest('Enter your current password.', ['currentPassword: Enter your current password.']);
    await checkCurrentPassword(deps, target, input.currentPassword, address);
  }
  const problem =
    passwordProblem(input.newPassword, {
      username: target.username,
      firstname: target.firstname,
      lastname: target.lastname,
      email: target.email,
    }) ?? (forSelf ? await sameAsCurrentProblem(target, input.newPassword) : undefined);
  if (problem) throw badRequest(problem, [`newPassword: ${problem}`]);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordMustChange: !forSelf, updatedAt: sql`now()`, lastModifiedBy: actor.id })
      .where(eq(users.id, targetId));
    await endAllSessions(tx, targetId);
    if (!forSelf)
      await writeAudit(tx, { actorId: actor.id, action: 'user.reset-password', entity: 'user', entityId: targetId });
  });
}
