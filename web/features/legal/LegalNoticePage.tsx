/** Placeholder: replaced by the legal pages (issue 3). */
import { PublicLayout } from '../../components/PublicLayout.js';

export function LegalNoticePage() {
  return (
    <PublicLayout>
      <h1>legal-notice</h1>
    </PublicLayout>
  );
}
