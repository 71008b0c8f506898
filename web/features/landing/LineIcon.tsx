/**
 * A decorative line icon of the landing page (the FAQ's chevron, a service card's arrow): an
 * `<svg>` of `size` × `size` pixels, drawn with rounded strokes of `strokeWidth` in the text's
 * colour along `path` (in a `size` × `size` view box), hidden from assistive technology.
 */
export function LineIcon({ className, size, strokeWidth, path }: { className: string; size: number; strokeWidth: string; path: string }) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
