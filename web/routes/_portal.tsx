import { createFileRoute, Outlet, useMatch } from '@tanstack/react-router';
import { VerifyEmailBanner } from '../features/account/VerifyEmailBanner.js';
import { PortalLayout } from '../features/portal/PortalLayout.js';
import { guard } from '../features/session/guard.js';
import { requireCatalog } from '../i18n/i18n.js';

/**
 * The signed-in client's pages (dashboard, letters, questions, documents, account): a pathless layout
 * route with the session check (visitors go to /login), the `portal` catalog and the frame.
 */
export const Route = createFileRoute('/_portal')({
  beforeLoad: guard({ role: 'any' }),
  loader: () => requireCatalog('portal', 'errors'),
  component: PortalRoot,
});

function PortalRoot() {
  // On the dashboard the portal title is the page's h1; the other pages link back to it.
  const onDashboard = useMatch({ from: '/_portal/dashboard', shouldThrow: false }) !== undefined;
  // A letter's page links back to the list of letters, a question's page to the questions, an order's
  // page to the orders, a package's (or the extra hours') order page to the packages: one back link per page.
  const onLetter = useMatch({ from: '/_portal/letters/$letterId', shouldThrow: false }) !== undefined;
  const onQuestion = useMatch({ from: '/_portal/questions/$questionId', shouldThrow: false }) !== undefined;
  const onOrder = useMatch({ from: '/_portal/orders/$orderId', shouldThrow: false }) !== undefined;
  const onPackage = useMatch({ from: '/_portal/order/$packageId', shouldThrow: false }) !== undefined;
  const onExtraHours = useMatch({ from: '/_portal/order/extra-hours', shouldThrow: false }) !== undefined;
  const back = onDashboard ? null : onLetter ? 'letters' : onQuestion ? 'questions' : onOrder ? 'orders' : onPackage || onExtraHours ? 'packages' : 'dashboard';
  return (
    <PortalLayout titleIsHeading={onDashboard} back={back}>
      <VerifyEmailBanner />
      <Outlet />
    </PortalLayout>
  );
}
