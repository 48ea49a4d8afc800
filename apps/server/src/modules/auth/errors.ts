/** The auth module's error answers (texts the web shows as they are). */
import { MESSAGES } from '@rlc/shared';
import { ApiError } from '../../plugins/errors.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Incorrect e-mail or password.';
export const INVALID_RESET_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.';

/** 429 RATE_LIMITED with the seconds to wait (spec §5 "Please try again in N seconds"). */
export const rateLimited = (seconds: number) =>
  new ApiError('RATE_LIMITED', MESSAGES.login.tryAgainIn(seconds), { seconds });
