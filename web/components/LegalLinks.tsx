/**
 * The legal links every footer carries: privacy policy, terms, legal notice, the withdrawal
 * instructions with the model form (readable before an order, § 312d BGB), and "Withdraw from
 * contract", the withdrawal function that must be reachable on every page (§ 356a BGB).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from './Link.js';

const LEGAL_LINKS = [
  { to: '/privacy-policy', label: msg`Privacy Policy` },
  { to: '/terms-of-service', label: msg`Terms of Service` },
  { to: '/legal-notice', label: msg`Legal Notice` },
  { to: '/withdrawal-instructions', label: msg`Withdrawal Instructions` },
  { to: '/withdraw', label: msg`Withdraw from contract` },
] as const;

export function LegalLinks({ className }: { className: string }) {
  const { i18n } = useLingui();
  return (
    <ul className={className}>
      {LEGAL_LINKS.map(({ to, label }) => (
        <li key={to}>
          <Link to={to}>{i18n._(label)}</Link>
        </li>
      ))}
    </ul>
  );
}
