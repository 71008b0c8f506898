import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '../../features/auth/ResetPasswordForm.js';

/** The page a reset link opens: `/reset-password?token=…`. */
export const Route = createFileRoute('/_auth/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {},
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return <ResetPasswordForm token={token} />;
}
