import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { ZIdSchema } from './common';

export const USERNAME_TOO_SHORT = 'Username must be at least 2 characters.';

export const ZUsernameSchema = z
  .string({ error: 'Give a username.' })
  .trim()
  .min(2, USERNAME_TOO_SHORT)
  .max(64, 'The username can be at most 64 characters.');

export const ZLoginRequestSchema = z.object({
  username: ZUsernameSchema,
  password: z.string({ error: 'Give a password.' }).max(1024, 'The password can be at most 1024 characters.'),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

/** Either a signed-in pair, or (2FA on) a short-lived token that only /authenticate/2Fa accepts. */
export const ZLoginResponseSchema = z.object({
  token: z.string().optional(),
  refreshToken: z.string().optional(),
  twoFAToken: z.string().optional(),
  user2FAEnabled: z.boolean().optional(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

export const ZOtpSchema = z
  .string({ error: 'Enter the one-time password.' })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the one-time password as exactly ${OTP_LENGTH} digits.`);

export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_PROBLEM = 'Enter the recovery code as ten letters and digits, like 7kq2m-x9d4f.';

/** `xxxxx-xxxxx`, typed with or without its hyphen and in either case (docs/decisions/015-recovery-codes.md). */
export const ZRecoveryCodeSchema = z
  .string({ error: RECOVERY_CODE_PROBLEM })
  .trim()
  .regex(/^[0-9a-z]{5}[- ]?[0-9a-z]{5}$/i, RECOVERY_CODE_PROBLEM);

const secondFactor = { verifyTOTP: ZOtpSchema.optional(), recoveryCode: ZRecoveryCodeSchema.optional() };

/** A code from the authenticator, or (it being lost) one of the recovery codes: one of the two. */
function oneSecondFactor(value: { verifyTOTP?: string; recoveryCode?: string }, ctx: z.RefinementCtx) {
  if (value.verifyTOTP === undefined && value.recoveryCode === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['verifyTOTP'],
      message: 'Enter the one-time password from your app, or a recovery code.',
    });
  if (value.verifyTOTP !== undefined && value.recoveryCode !== undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['recoveryCode'],
      message: 'Send a one-time password or a recovery code, not both.',
    });
}

export const ZSecondFactorRequestSchema = z.object(secondFactor).superRefine(oneSecondFactor);
export type TSecondFactorRequest = z.infer<typeof ZSecondFactorRequestSchema>;

export const ZTwoFaRequestSchema = z
  .object({
    ...secondFactor,
    twoFaToken: z.string({ error: 'Give the twoFaToken.' }).min(1, 'Give the twoFaToken.'),
  })
  .superRefine(oneSecondFactor);
export type TTwoFaRequest = z.infer<typeof ZTwoFaRequestSchema>;

/** The codes in clear, answered this once: the server keeps only their hashes. */
export const ZRecoveryCodesResponseSchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()).describe(`The ${RECOVERY_CODE_COUNT} new codes; earlier ones no longer work`),
});
export type TRecoveryCodesResponse = z.infer<typeof ZRecoveryCodesResponseSchema>;

export const ZRecoveryCodesLeftSchema = z.object({
  remaining: z.number().int().describe('Unused recovery codes; 0 while two-factor authentication is off'),
});
export type TRecoveryCodesLeft = z.infer<typeof ZRecoveryCodesLeftSchema>;

export const ZTokenPairSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type TTokenPair = z.infer<typeof ZTokenPairSchema>;

export const ZRefreshRequestSchema = z.object({
  refreshToken: z.string({ error: 'Give the refreshToken.' }).min(1, 'Give the refreshToken.'),
});

export const ZSignOutRequestSchema = z.object({ refreshToken: z.string().optional() });

/** A password someone chooses: its length here (the form shows it while typing); the server refuses the easy ones (password-policy.ts). */
export const ZNewPasswordSchema = z
  .string({ error: 'Give a new password.' })
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `The password can be at most ${PASSWORD_MAX_LENGTH} characters.`);

/** Without userId: change one's own password (currentPassword required). With userId: an administrator sets it. */
export const ZResetPasswordRequestSchema = z.object({
  userId: ZIdSchema.optional(),
  currentPassword: z.string().optional(),
  newPassword: ZNewPasswordSchema,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>;

export const ZQrCodeResponseSchema = z.object({
  otpauthUri: z.string(),
  qrCode: z.string().describe('PNG data URL of the otpauth URI'),
  secret: z.string().describe('Base32 secret, for typing in by hand'),
});
export type TQrCodeResponse = z.infer<typeof ZQrCodeResponseSchema>;

export const ZVerifyTotpRequestSchema = z.object({ verifyTOTP: ZOtpSchema });
export type TVerifyTotpRequest = z.infer<typeof ZVerifyTotpRequestSchema>;

export const ZFcmTokenRequestSchema = z.object({
  token: z
    .string({ error: 'Give the token.' })
    .min(1, 'Give the token.')
    .max(4096, 'The token can be at most 4096 characters.'),
});
