/** The frame of the withdrawal pages (/withdraw and /withdraw/confirm). */
import { useLingui } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { PublicLayout } from '../../components/PublicLayout.js';
import { LoadingState } from '../../components/States.js';

/** The public layout around a withdrawal page's view (`children`), "Loading..." while its chunk loads. */
export function WithdrawalFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <PublicLayout mainClassName="page__main withdraw-main">
      <Suspense fallback={<LoadingState label={t`Loading...`} />}>{children}</Suspense>
    </PublicLayout>
  );
}
