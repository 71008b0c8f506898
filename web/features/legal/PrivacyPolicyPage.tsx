/** Placeholder: replaced by the legal pages (issue 3). */
import { PublicLayout } from '../../components/PublicLayout.js';

export function PrivacyPolicyPage() {
  return (
    <PublicLayout>
      <h1>privacy-policy</h1>
    </PublicLayout>
  );
}
