/** Exact texts of spec section 8 for the login flow. */
export const LOGIN_SUCCESS = 'You have successfully logged in!';
export const INTERNAL_SERVER_ERROR = 'Internal server error occurred.';
export const INVALID_OTP = 'Invalid OTP. Please try again.';
/**
 * The same text as the shared USERNAME_TOO_SHORT: the login page checks it by hand because importing the zod
 * schema would add zod to the page's JavaScript budget (a test keeps the two equal).
 */
export const USERNAME_TOO_SHORT = 'Username must be at least 2 characters.';
export const USERNAME_MIN_LENGTH = 2;
