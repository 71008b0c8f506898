import { createFileRoute } from '@tanstack/react-router';
import { AcceptInvitationForm } from '../../features/auth/AcceptInvitationForm.js';
import { validateTokenSearch } from '../../lib/token-search.js';

/** The page an expert's invitation link opens: `/invitation?token=…` (decision record 064). */
export const Route = createFileRoute('/_auth/invitation')({
  validateSearch: validateTokenSearch,
  component: InvitationPage,
});

function InvitationPage() {
  const { token } = Route.useSearch();
  return <AcceptInvitationForm token={token} />;
}
