import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Request, Response } from 'express';
import type { ErrorCode, ErrorDescriptor } from '../../src/contract/schemas/common';

export type ErrorDetail = ErrorDescriptor['details'][number];

/** Extra descriptor fields some errors carry (412 and 403). */
export interface ErrorExtras {
  changedBy?: string;
  changedAt?: string;
  requiredAuthorities?: string[];
  /** On 429: seconds until the refused call may be tried again (also sent as the Retry-After header). */
  retryAfterSeconds?: number;
  /** On SECOND_FACTOR_REQUIRED: the confirmation request the second-factor window confirms. */
  secondFactorRequest?: string;
  /** On DUPLICATE_ENTITY of a record that names its twin: the existing record and its name. */
  existingId?: string;
  existingLabel?: string;
}

/** Thrown by handlers and helpers; the central error handler turns it into an error descriptor. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetail[] = [],
    readonly extras: ErrorExtras = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Default messages: the wording of spec section 8 where it has one. */
export const MESSAGES = {
  TOKEN_INVALID: 'The access token is missing, invalid or expired.',
  ACCESS_DENIED: "Unauthorized. You don't have the required permission to view this page.",
  NOT_FOUND:
    'Not found. The requested page might have been removed or moved to another destination.',
  SERVICE_UNAVAILABLE: 'Service is currently unavailable. Please try again later.',
  MAINTENANCE: 'The system is currently undergoing maintenance.',
  UNKNOWN_ERROR: 'An unknown error occurred.',
  SETUP_REQUIRED:
    'Finish setting up your account (two-factor authentication and a new password) before using the portal.',
} as const;

export const notFound = (what = 'Record'): ApiError =>
  new ApiError(404, 'NOT_FOUND', `${what} not found. ${MESSAGES.NOT_FOUND}`);

export const validationError = (details: ErrorDetail[], message = 'Validation failed.'): ApiError =>
  new ApiError(400, 'VALIDATION_ERROR_CODE', message, details);

/** The descriptor for a request; `url` echoes the request path, which is safe because it is only sent as JSON. */
export const describeError = (req: Request, error: ApiError, now: number): ErrorDescriptor => ({
  id: randomUUID(),
  error: STATUS_CODES[error.status] ?? 'Error',
  code: error.code,
  status: error.status,
  details: error.details,
  timestamp: new Date(now).toISOString(),
  url: req.originalUrl,
  message: error.message,
  ...error.extras,
});

export const sendError = (req: Request, res: Response, error: ApiError, now: number): void => {
  if (error.extras.retryAfterSeconds !== undefined)
    res.setHeader('Retry-After', String(error.extras.retryAfterSeconds));
  res
    .status(error.status)
    .type('application/json')
    .json(describeError(req, error, now));
};
