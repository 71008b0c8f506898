import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';

/**
 * A form's submit button: disabled while its mutation is `pending` (or while `isDisabled`, e.g.
 * before the page is hydrated), and saying so with `pendingLabel` ("Saving...") instead of its
 * `children` meanwhile.
 * @param variant the button's look (default 'primary'); `large` and `block` (full width) its size
 */
export function SubmitButton({
  pending,
  pendingLabel,
  isDisabled = false,
  variant = 'primary',
  large = false,
  block = false,
  children,
}: {
  pending: boolean;
  pendingLabel: ReactNode;
  isDisabled?: boolean;
  variant?: 'primary' | 'secondary';
  large?: boolean;
  block?: boolean;
  children: ReactNode;
}) {
  const className = `button button--${variant}${large ? ' button--large' : ''}${block ? ' button--block' : ''}`;
  return (
    <Button type="submit" className={className} isDisabled={pending || isDisabled}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
