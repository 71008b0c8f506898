/** The link to the order page (/order) that the client's pages offer where hours are wanted. */
import { Trans } from '@lingui/react/macro';
import { Link } from '../../components/Link.js';

/** "Buy hours", a link to /order styled as `className` (a primary button unless given). */
export function BuyHoursLink({ className = 'button button--primary' }: { className?: string }) {
  return (
    <Link to="/order" className={className}>
      <Trans>Buy hours</Trans>
    </Link>
  );
}
