// What a failed request rejects with: the server's body when it sent one, else 'Something went wrong'.
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';
/** A 2xx answer whose body is not what the contract promises (an HTML page from a proxy or a
 *  captive portal, JSON cut off mid-way, another shape): docs/product-rules.md#errors. */
export const UNREADABLE_MESSAGE = 'The server sent an answer this page cannot read.';
/** The `code` of the 503 a request gets when the demo API cannot start in this browser (./demo-api.ts). */
export const DEMO_API_UNAVAILABLE_CODE = 'demo-api-unavailable';

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

  /** True when the server answered 2xx with a body this app cannot read. */
  readonly unreadable: boolean;

  constructor(status: number, body: ErrorBody | null, options: { unreadable?: boolean } = {}) {
    const message = options.unreadable
      ? UNREADABLE_MESSAGE
      : body && typeof body.message === 'string' && body.message
        ? body.message
        : GENERIC_ERROR_MESSAGE;
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.unreadable = Boolean(options.unreadable);
  }

  get fieldErrors(): FieldErrors {
    return this.body?.fieldErrors ?? {};
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
