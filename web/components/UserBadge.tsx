/**
 * The signed-in user's initial and name, as shown in the portal's and the console's header.
 * `signedInAs` is the translated, visually hidden prefix ("Signed in as").
 */
export function UserBadge({ name, signedInAs, className = '' }: { name: string; signedInAs: string; className?: string }) {
  return (
    <p className={`portal-header__user ${className}`.trim()}>
      <span className="visually-hidden">{signedInAs} </span>
      <span className="avatar" aria-hidden="true">
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <span className="portal-header__name">{name}</span>
    </p>
  );
}
