/** Placeholder: replaced by the legal pages (issue 3). */
import { PublicLayout } from '../../components/PublicLayout.js';

export function TermsOfServicePage() {
  return (
    <PublicLayout>
      <h1>terms-of-service</h1>
    </PublicLayout>
  );
}
