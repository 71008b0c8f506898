/** Placeholder: replaced by the service pages (issue 3). */
import { PublicLayout } from '../../components/PublicLayout.js';
import type { ServiceSlug } from './slugs.js';

export function ServicePage({ slug }: { slug: ServiceSlug }) {
  return (
    <PublicLayout>
      <h1>{slug}</h1>
    </PublicLayout>
  );
}
