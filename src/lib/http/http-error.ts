// What a failed request rejects with: the server's body when it sent one, else 'Something went wrong'.
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

export type FieldErrors = Record<string, string>;

export interface ErrorBody {
  message?: string;
  fieldErrors?: FieldErrors;
  [key: string]: unknown;
}

export class HttpError extends Error {
  readonly status: number;
  /** The server's parsed JSON body, or null when there was none (network error, empty or non-JSON body). */
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null) {
    const message =
      body && typeof body.message === 'string' && body.message ? body.message : GENERIC_ERROR_MESSAGE;
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }

  get fieldErrors(): FieldErrors {
    return this.body?.fieldErrors ?? {};
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
