/**
 * The legal links every footer carries: privacy policy, terms, legal notice, the withdrawal
 * instructions with the model form (readable before an order, § 312d BGB), and "Withdraw from
 * contract", the withdrawal function that must be reachable on every page (§ 356a BGB).
 */
import { Trans } from '@lingui/react/macro';
import { Link } from './Link.js';

export function LegalLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      <li>
        <Link to="/privacy-policy">
          <Trans>Privacy Policy</Trans>
        </Link>
      </li>
      <li>
        <Link to="/terms-of-service">
          <Trans>Terms of Service</Trans>
        </Link>
      </li>
      <li>
        <Link to="/legal-notice">
          <Trans>Legal Notice</Trans>
        </Link>
      </li>
      <li>
        <Link to="/withdrawal-instructions">
          <Trans>Withdrawal Instructions</Trans>
        </Link>
      </li>
      <li>
        <Link to="/withdraw">
          <Trans>Withdraw from contract</Trans>
        </Link>
      </li>
    </ul>
  );
}
