import { ERROR_CODES, type ErrorCode } from '@staffdesk/shared/constants';

/** Errors a service throws; the error handler turns each into `{ message, errorDetails? }` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorDetails?: string[],
    /**
     * A code the client acts on beside the status (see ERROR_CODES), sent as `code`. Not named `code` here:
     * Fastify sets `code` (FST_ERR_VALIDATION) on an AppError a validator returns.
     */
    readonly errorCode?: ErrorCode,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errorDetails?: string[]) => new AppError(400, message, errorDetails);
export const unauthorized = (message = 'Authentication required.') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string, errorDetails?: string[]) => new AppError(409, message, errorDetails);
export const tooManyRequests = (message: string) => new AppError(429, message);
/** The user signed in with a temporary password (a new user, an import, an HR reset): only the change-password flow answers. */
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'Change your temporary password before going on.';
export const passwordChangeRequired = () => new AppError(403, PASSWORD_CHANGE_REQUIRED_MESSAGE, undefined, ERROR_CODES.passwordChangeRequired);
