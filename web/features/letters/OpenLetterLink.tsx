/** The client's link to one of their letters, from a question or a document. */
import { Trans } from '@lingui/react/macro';
import { Link } from '../../components/Link.js';

/** "Open the letter", a link to the client's letter `letterId` styled as `className` (a text link unless given). */
export function OpenLetterLink({ letterId, className = 'text-link' }: { letterId: string; className?: string }) {
  return (
    <Link to="/letters/$letterId" params={{ letterId }} className={className}>
      <Trans>Open the letter</Trans>
    </Link>
  );
}
