/** Loading, empty and error states for lists. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';

export function LoadingState({ label }: { label: ReactNode }) {
  return (
    <div className="state state--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="state state--empty">
      <p className="state__title">{title}</p>
      {children ? <div className="state__body">{children}</div> : null}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">{message}</p>
      <Button className="button button--secondary" onPress={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
