/** The spec's numbers (section 9), named once. */
export const OTP_LENGTH = 6;
export const IDLE_RELOAD_MS = 300_000;
export const SESSION_EXPIRED_REDIRECT_MS = 5_000;
export const LOADER_OFF_DELAY_MS = 300;
export const SESSION_COOKIE_DAYS = 7;
export const ACCESS_TOKEN_COOKIE = 'accessToken';
export const REFRESH_TOKEN_COOKIE = 'refreshToken';
export const PUSH_TOKEN_KEY = 'fcmToken';
export const LOCATION_TIMEOUT_MS = 5_000;
export const TOAST_DURATION_MS = 4_000;
export const LOGIN_TOAST_DURATION_MS = 1_500;
export const TOASTS_VISIBLE = 3;
export const TOAST_GAP_PX = 14;
export const TOAST_WIDTH_PX = 356;
export const TOAST_HOTKEY = ['altKey', 'KeyT'] as const;
export const SWIPE_THRESHOLD_PX = 20;
export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const DEFAULT_THEME = 'system';
export const DEFAULT_CSV_FILE_NAME = 'data.csv';
export const API_PREFIX = '/api';
export const DEFAULT_PORT = 8090;

/** Session lifetimes (ARCHITECTURE.md, issue 2). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const TWO_FA_TOKEN_TTL_SECONDS = 5 * 60;
export const TWO_FA_MAX_WRONG_CODES = 5;
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
/** A chosen password's length (NIST SP 800-63B: at least 12 without other rules of composition). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** The company's date locale unless DATE_LOCALE says otherwise: dates are typed as dd/mm/yyyy. */
export const DEFAULT_DATE_LOCALE = 'en-IN';

/** Error codes a client acts on beside the status: PASSWORD_CHANGE_REQUIRED sends the user to change their temporary password. */
export const ERROR_CODES = { passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED' } as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
