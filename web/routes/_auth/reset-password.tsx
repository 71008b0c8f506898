import { createFileRoute } from '@tanstack/react-router';
import { validateTokenSearch } from '../../lib/token-search.js';
import { ResetPasswordForm } from '../../features/auth/ResetPasswordForm.js';

/** The page a reset link opens: `/reset-password?token=…`. */
export const Route = createFileRoute('/_auth/reset-password')({
  validateSearch: validateTokenSearch,
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return <ResetPasswordForm token={token} />;
}
