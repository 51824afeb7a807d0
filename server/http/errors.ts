// One error type for the whole server: the API renders it as JSON, pages as the localized error page.
export class AppError extends Error {
  constructor(
    readonly status: number,
    /** machine-readable code, also the locales key `errors.<code>` for the message */
    readonly code: string,
    readonly fields?: Record<string, string>,
    /** values interpolated into the localized message */
    readonly params?: Record<string, string | number>,
    /** the locales key of the message when it is not `errors.<code>` (a variant of a shared code) */
    readonly messageKey?: string,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = (code = 'not_found') => new AppError(404, code);
export const badRequest = (code = 'bad_request', fields?: Record<string, string>) => new AppError(400, code, fields);
export const unprocessable = (fields: Record<string, string>, code = 'validation_failed') => new AppError(422, code, fields);
export const unauthorized = () => new AppError(401, 'unauthorized');
export const forbidden = (code = 'forbidden') => new AppError(403, code);
export const conflict = (code: string) => new AppError(409, code);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'too_many_requests', undefined, { seconds: retryAfterSeconds });
