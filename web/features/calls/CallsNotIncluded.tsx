/** The notice a client without calls in their package sees on the calls pages, with the way to a package that has them. */
import { Trans } from '@lingui/react/macro';
import { Link } from '../../components/Link.js';

export function CallsNotIncluded() {
  return (
    <div className="notice">
      <p>
        <Trans>Calls are included in the Professional and Premium packages, with a call every quarter to go through your documents.</Trans>
      </p>
      <Link to="/order" className="button button--primary button--small">
        <Trans>See the packages</Trans>
      </Link>
    </div>
  );
}
