/** The parts of an admin's client page: purchases, time ledger, questions, folders and documents. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminDocument, ClientDetail } from '#shared/clients/clients.schema.js';
import { formatDate, formatEuros, formatFileSize, formatHoursUnit } from '#shared/format.js';
import type { Purchase, TimeEntry } from '#shared/purchases/purchases.schema.js';
import type { Question } from '#shared/questions/questions.schema.js';
import { Link } from '../../../components/Link.js';
import { EmptyState } from '../../../components/States.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { trpc } from '../../../lib/trpc.js';
import { AdminTable, whenColumn } from '../../admin/index.js';
import { QuestionCard } from '../../questions/index.js';
import { formatDuration } from '../../purchases/index.js';
import { localizedPackageName } from '../../packages/index.js';
import { Badge } from '../../../components/Badge.js';

function PurchaseStatus({ purchase }: { purchase: Purchase }) {
  if (purchase.expired) {
    return (
      <Badge tone="muted">
        <Trans>Expired</Trans>
      </Badge>
    );
  }
  if (purchase.active) {
    return (
      <Badge tone="success">
        <Trans>Active</Trans>
      </Badge>
    );
  }
  return (
    <Badge tone="muted">
      <Trans>Used up</Trans>
    </Badge>
  );
}

export function PurchasesTable({ purchases }: { purchases: Purchase[] }) {
  const { t } = useLingui();
  const language = useLanguage();
  if (purchases.length === 0) {
    return <EmptyState title={<Trans>No purchases yet.</Trans>} />;
  }
  return (
    <AdminTable
      rows={purchases}
      rowKey={(p) => p.id}
      rowClassName={(p) => (p.active ? undefined : 'admin-table__row--inactive')}
      columns={[
        {
          label: t`Package`,
          rowHeader: true,
          className: 'admin-table__primary',
          cell: (p) => (p.packageName ? localizedPackageName({ name: p.packageName, nameDe: p.packageNameDe }, language) : t`Package`),
        },
        { label: t`Status`, cell: (p) => <PurchaseStatus purchase={p} /> },
        { label: t`Purchased`, cell: (p) => <time dateTime={p.purchasedAt}>{formatDate(p.purchasedAt, language)}</time> },
        { label: t`Expires`, cell: (p) => <time dateTime={p.expiresAt}>{formatDate(p.expiresAt, language)}</time> },
        {
          label: t`Used`,
          numeric: true,
          cell: (p) => (
            <>
              {formatHoursUnit(p.hoursUsed, language)} / {formatHoursUnit(p.hoursTotal, language)}
            </>
          ),
        },
        { label: t`Remaining`, numeric: true, cell: (p) => formatHoursUnit(p.hoursRemaining, language) },
        { label: t`Price paid`, numeric: true, cell: (p) => formatEuros(p.pricePaid, language) },
      ]}
    />
  );
}

export function LedgerTable({ ledger }: { ledger: TimeEntry[] }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  if (ledger.length === 0) {
    return <EmptyState title={<Trans>No time logged yet.</Trans>} />;
  }
  return (
    <AdminTable
      rows={ledger}
      rowKey={(entry) => entry.id}
      columns={[
        whenColumn(t`Date`, (entry: TimeEntry) => entry.createdAt, language),
        { label: t`Time`, numeric: true, cell: (entry) => formatDuration(entry.minutes, i18n) },
        { label: t`Note`, className: 'admin-table__wrap', cell: (entry) => entry.note ?? '—' },
        { label: t`Question`, className: 'admin-table__wrap admin-table__excerpt', cell: (entry) => entry.questionExcerpt ?? '—' },
        { label: t`Expert`, cell: (entry) => entry.adminName ?? '—' },
      ]}
    />
  );
}

export function ClientQuestions({ questions }: { questions: Question[]; clientEmail?: string }) {
  if (questions.length === 0) {
    return <EmptyState title={<Trans>No questions yet.</Trans>} />;
  }
  return (
    <ul className="card-list">
      {questions.map((q) => (
        <QuestionCard
          key={q.id}
          question={q}
          action={
            <Link to="/admin/questions/$questionId" params={{ questionId: q.id }} className="text-link question-card__action">
              {q.status === 'pending' ? <Trans>Answer in the conversation</Trans> : <Trans>Open the conversation</Trans>}
            </Link>
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
  // The folder of files the firm delivered, in the console's language (the stored name is English).
  const shownName = (f: ClientDetail['folders'][number]) => (f.kind === 'expert' ? t`From your expert` : f.name);
  const folderName = new Map(folders.map((f) => [f.id, shownName(f)]));
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
                {shownName(f)} <span className="folder-chip__count">({count})</span>
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
        <EmptyState title={<Trans>No documents uploaded yet.</Trans>} />
      ) : (
        <AdminTable
          rows={documents}
          rowKey={(d) => d.id}
          columns={[
            { label: t`Title`, rowHeader: true, className: 'admin-table__primary admin-table__wrap', cell: (d) => d.title },
            {
              label: t`File`,
              cell: (d) => (
                <Badge tone="file" title={d.filename}>
                  {d.filename}
                </Badge>
              ),
            },
            { label: t`Folder`, cell: (d) => (d.folderId ? (folderName.get(d.folderId) ?? '—') : '—') },
            { label: t`Size`, numeric: true, cell: (d) => formatFileSize(d.fileSize, language) },
            { label: t`Uploaded`, cell: (d) => <time dateTime={d.uploadedAt}>{formatDate(d.uploadedAt, language)}</time> },
            {
              label: t`Download`,
              hideLabel: true,
              unlabelled: true,
              className: 'admin-table__action',
              cell: (d) => (
                <a href={d.downloadUrl} className="text-link" onClick={onDownload}>
                  <Trans>Download</Trans>
                  <span className="visually-hidden">: {d.title}</span>
                </a>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
