/**
 * The head of a card in the console's inbox (a letter, a question) and of a conversation's page:
 * the client's name (a link to their page), `badges`, "No hours" when the client asked without
 * hours left, `status` and, at the end of the row, `date` ("Asked …", "Received …").
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '../../components/Link.js';
import { Badge } from '../../components/Badge.js';

export function InboxCardHead({
  clientId,
  clientName,
  noHours,
  badges,
  status,
  date,
}: {
  clientId: string;
  clientName: string;
  noHours: boolean;
  badges: ReactNode;
  status?: ReactNode;
  date: ReactNode;
}) {
  return (
    <div className="inbox-card__head">
      <Link to="/admin/clients/$clientId" params={{ clientId }} className="inbox-card__client">
        {clientName}
      </Link>
      {badges}
      {noHours ? <NoHoursBadge /> : null}
      {status}
      <span className="muted inbox-card__date">{date}</span>
    </div>
  );
}

/** "No hours": the client asked without hours left. */
export function NoHoursBadge() {
  return (
    <Badge tone="pending">
      <Trans>No hours</Trans>
    </Badge>
  );
}
