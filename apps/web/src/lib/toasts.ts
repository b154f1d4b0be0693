import { LOGIN_TOAST_DURATION_MS } from '@staffdesk/shared/constants';
import type { ExternalToast } from 'sonner';

/** Toasts of the login flow are short and sit top-right (spec section 9). */
export const LOGIN_TOAST: ExternalToast = { duration: LOGIN_TOAST_DURATION_MS, position: 'top-right' };
