/** Errors a service throws; the error handler turns each into `{ message, errorDetails? }` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorDetails?: string[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errorDetails?: string[]) => new AppError(400, message, errorDetails);
export const unauthorized = (message = 'Authentication required.') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string) => new AppError(429, message);
