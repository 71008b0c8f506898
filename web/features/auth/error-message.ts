/**
 * The toast text for a failed auth/account request: the server's message in the page language
 * when it is one of the known messages (src/shared/messages.ts), else the generic message.
 * A 5xx never shows the server's text.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { serverMessageDescriptor } from '../../i18n/server-messages.js';
import { errorStatus } from '../../lib/errors.js';

export function errorMessage(err: unknown): MessageDescriptor {
  const status = errorStatus(err);
  const known = err instanceof Error && !(status !== undefined && status >= 500) ? serverMessageDescriptor(err.message) : undefined;
  return known ?? msg`An error occurred. Please try again.`;
}
