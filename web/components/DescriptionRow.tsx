/** One label and its value in a description list (`<dl>`): bank details, prices, facts. */
import type { ReactNode } from 'react';

/**
 * Renders `<div class={className}><dt>{label}</dt><dd class={valueClassName}>{children}</dd></div>`,
 * one row of the `<dl>` it stands in (the list's own CSS lays the rows out).
 */
export function DescriptionRow({
  label,
  className,
  valueClassName,
  children,
}: {
  label: ReactNode;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
