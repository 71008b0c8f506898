import { createFileRoute } from '@tanstack/react-router';
import { DeadlineCalculatorPage } from '../../features/tools/DeadlineCalculator.js';
import { guard } from '../../features/session/guard.js';
import { requireCatalog } from '../../i18n/i18n.js';

/** The public deadline calculator: prerendered, the data layer loads for the calculation. */
export const Route = createFileRoute('/tools/deadline-calculator')({
  beforeLoad: guard(),
  loader: () => requireCatalog('pages', 'errors'),
  component: DeadlineCalculatorPage,
});
