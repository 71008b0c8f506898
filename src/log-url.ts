/**
 * A request's address as the log may show it: without the value of a `token` in its query, the
 * single-use secret of an e-mailed link (`/reset-password?token=…`, `/verify-email?token=…`,
 * `/withdraw/confirm?token=…`, `/invitation?token=…`), which would otherwise let a reader of the log
 * use a live link (decision record 050). `/a?lang=de&token=abc` → `/a?lang=de&token=[redacted]`.
 */
export function loggedUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/giu, '$1[redacted]');
}
