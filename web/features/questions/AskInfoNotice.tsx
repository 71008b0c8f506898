/**
 * What the ask forms (/questions, a letter's page) say before a question is sent: the response
 * time of the client's fastest active package (48 h Starter, 24 h Professional, 12 h or less
 * Premium, on business days), or the general promise when they have none; and, without hours
 * left, that the question can still be sent, with the way to buy hours.
 */
import { Trans } from '@lingui/react/macro';
import { RESPONSE_PROMISE_HOURS } from '#shared/constants.js';
import { useLanguage } from '../../i18n/use-language.js';
import { trpc } from '../../lib/trpc.js';
import './questions.css';
import { BuyHoursLink } from '../purchases/index.js';

export function AskInfoNotice() {
  const language = useLanguage();
  const info = trpc.questions.askInfo.useQuery();
  if (!info.data) return null;
  const { hoursRemaining, responseHours, responseOrLess, packageName, packageNameDe } = info.data;
  const pkg = language === 'de' && packageNameDe ? packageNameDe : (packageName ?? '');
  const hours = responseHours ?? RESPONSE_PROMISE_HOURS;
  return (
    <div className="ask-info">
      {hoursRemaining <= 0 ? (
        <div className="notice" role="note">
          <p className="notice__title">
            <span className="notice__icon" aria-hidden="true">
              !
            </span>
            <Trans>You have no hours left</Trans>
          </p>
          <p className="notice__text">
            <Trans>You can still send your question. Our experts answer it once you have hours again, so it is best to buy a package now.</Trans>
          </p>
          <p className="notice__actions">
            <BuyHoursLink className="button button--primary button--small" />
          </p>
        </div>
      ) : null}
      <p className="ask-info__response">
        {responseHours === null ? (
          <Trans>You have no active package. Our general promise: a response within {hours} hours on business days.</Trans>
        ) : responseOrLess ? (
          <Trans>
            With your {pkg} package, our experts respond within {hours} hours or less on business days.
          </Trans>
        ) : (
          <Trans>
            With your {pkg} package, our experts respond within {hours} hours on business days.
          </Trans>
        )}
      </p>
    </div>
  );
}
