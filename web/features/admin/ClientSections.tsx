/** The parts of an admin's client page: purchases, time ledger, questions, folders and documents. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AdminDocument, ClientDetail } from '#shared/admin.schema.js';
import { formatDate, formatDateTime, formatEuros, formatFileSize, formatHoursUnit } from '#shared/format.js';
import type { Purchase, TimeEntry } from '#shared/purchases.schema.js';
import type { Question } from '#shared/questions.schema.js';
import { Link } from '../../components/Link.js';
import { useLanguage } from '../../i18n/use-language.js';
import { trpc } from '../../lib/trpc.js';
import { QuestionCard } from '../signed-in/QuestionCard.js';
import { formatDuration } from '../signed-in/duration.js';

function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="state state--empty">
      <p className="state__title">{children}</p>
    </div>
  );
}

function PurchaseStatus({ purchase }: { purchase: Purchase }) {
  if (purchase.expired) {
    return (
      <span className="badge badge--muted">
        <Trans>Expired</Trans>
      </span>
    );
  }
  if (purchase.active) {
    return (
      <span className="badge badge--success">
        <Trans>Active</Trans>
      </span>
    );
  }
  return (
    <span className="badge badge--muted">
      <Trans>Used up</Trans>
    </span>
  );
}

export function PurchasesTable({ purchases }: { purchases: Purchase[] }) {
  const { t } = useLingui();
  const language = useLanguage();
  if (purchases.length === 0) {
    return (
      <Empty>
        <Trans>No purchases yet.</Trans>
      </Empty>
    );
  }
  return (
    <div className="card admin-table-card">
      <table className="admin-table admin-table--stack">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Package</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Purchased</Trans>
            </th>
            <th scope="col">
              <Trans>Expires</Trans>
            </th>
            <th scope="col" className="admin-table__num">
              <Trans>Used</Trans>
            </th>
            <th scope="col" className="admin-table__num">
              <Trans>Remaining</Trans>
            </th>
            <th scope="col" className="admin-table__num">
              <Trans>Price paid</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {purchases.map((p) => (
            <tr key={p.id} className={p.active ? undefined : 'admin-table__row--inactive'}>
              <th scope="row" className="admin-table__primary">
                {p.packageName ?? t`Package`}
              </th>
              <td data-label={t`Status`}>
                <PurchaseStatus purchase={p} />
              </td>
              <td data-label={t`Purchased`}>
                <time dateTime={p.purchasedAt}>{formatDate(p.purchasedAt, language)}</time>
              </td>
              <td data-label={t`Expires`}>
                <time dateTime={p.expiresAt}>{formatDate(p.expiresAt, language)}</time>
              </td>
              <td data-label={t`Used`} className="admin-table__num">
                {formatHoursUnit(p.hoursUsed, language)} / {formatHoursUnit(p.hoursTotal, language)}
              </td>
              <td data-label={t`Remaining`} className="admin-table__num">
                {formatHoursUnit(p.hoursRemaining, language)}
              </td>
              <td data-label={t`Price paid`} className="admin-table__num">
                {formatEuros(p.pricePaid, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function LedgerTable({ ledger }: { ledger: TimeEntry[] }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  if (ledger.length === 0) {
    return (
      <Empty>
        <Trans>No time logged yet.</Trans>
      </Empty>
    );
  }
  return (
    <div className="card admin-table-card">
      <table className="admin-table admin-table--stack">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Date</Trans>
            </th>
            <th scope="col" className="admin-table__num">
              <Trans>Time</Trans>
            </th>
            <th scope="col">
              <Trans>Note</Trans>
            </th>
            <th scope="col">
              <Trans>Question</Trans>
            </th>
            <th scope="col">
              <Trans>Expert</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {ledger.map((entry) => (
            <tr key={entry.id}>
              <td className="admin-table__primary admin-table__nowrap">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>
              </td>
              <td data-label={t`Time`} className="admin-table__num">
                {formatDuration(entry.minutes, i18n)}
              </td>
              <td data-label={t`Note`} className="admin-table__wrap">
                {entry.note ?? '—'}
              </td>
              <td data-label={t`Question`} className="admin-table__wrap admin-table__excerpt">
                {entry.questionExcerpt ?? '—'}
              </td>
              <td data-label={t`Expert`}>{entry.adminName ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ClientQuestions({ questions, clientEmail }: { questions: Question[]; clientEmail: string }) {
  if (questions.length === 0) {
    return (
      <Empty>
        <Trans>No questions yet.</Trans>
      </Empty>
    );
  }
  return (
    <ul className="question-list">
      {questions.map((q) => (
        <QuestionCard
          key={q.id}
          question={q}
          action={
            q.status === 'pending' ? (
              <Link to="/admin" search={{ q: clientEmail }} className="text-link question-card__action">
                <Trans>Answer in the inbox</Trans>
              </Link>
            ) : null
          }
        />
      ))}
    </ul>
  );
}

export function ClientDocuments({ clientId, folders, documents }: { clientId: string; folders: ClientDetail['folders']; documents: AdminDocument[] }) {
  const { t } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const folderName = new Map(folders.map((f) => [f.id, f.name]));
  const looseCount = documents.filter((d) => !d.folderId).length;

  // A download is audit-logged on the server: refresh the page's audit log shortly after.
  function onDownload() {
    window.setTimeout(() => void utils.admin.clients.get.invalidate({ id: clientId }), 1500);
  }

  return (
    <>
      <h3 className="admin-subheading">
        <Trans>Folders</Trans>
      </h3>
      {folders.length === 0 ? (
        <p className="muted">
          <Trans>No folders.</Trans>
        </p>
      ) : (
        <ul className="folder-chips">
          {folders.map((f) => {
            const count = documents.filter((d) => d.folderId === f.id).length;
            return (
              <li key={f.id} className="folder-chip">
                <span aria-hidden="true">▤ </span>
                {f.name} <span className="folder-chip__count">({count})</span>
              </li>
            );
          })}
          {looseCount > 0 ? (
            <li className="folder-chip folder-chip--muted">
              <Trans>Not in a folder</Trans> <span className="folder-chip__count">({looseCount})</span>
            </li>
          ) : null}
        </ul>
      )}
      <h3 className="admin-subheading">
        <Trans>Documents</Trans>
      </h3>
      {documents.length === 0 ? (
        <Empty>
          <Trans>No documents uploaded yet.</Trans>
        </Empty>
      ) : (
        <div className="card admin-table-card">
          <table className="admin-table admin-table--stack">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Title</Trans>
                </th>
                <th scope="col">
                  <Trans>File</Trans>
                </th>
                <th scope="col">
                  <Trans>Folder</Trans>
                </th>
                <th scope="col" className="admin-table__num">
                  <Trans>Size</Trans>
                </th>
                <th scope="col">
                  <Trans>Uploaded</Trans>
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <Trans>Download</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.map((d) => (
                <tr key={d.id}>
                  <th scope="row" className="admin-table__primary admin-table__wrap">
                    {d.title}
                  </th>
                  <td data-label={t`File`}>
                    <span className="badge badge--file" title={d.filename}>
                      {d.filename}
                    </span>
                  </td>
                  <td data-label={t`Folder`}>{d.folderId ? (folderName.get(d.folderId) ?? '—') : '—'}</td>
                  <td data-label={t`Size`} className="admin-table__num">
                    {formatFileSize(d.fileSize, language)}
                  </td>
                  <td data-label={t`Uploaded`}>
                    <time dateTime={d.uploadedAt}>{formatDate(d.uploadedAt, language)}</time>
                  </td>
                  <td className="admin-table__action">
                    <a href={d.downloadUrl} className="text-link" onClick={onDownload}>
                      <Trans>Download</Trans>
                      <span className="visually-hidden">: {d.title}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
