import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ClientDetail } from '#shared/admin.schema.js';
import { formatDate, formatHoursUnit } from '#shared/format.js';
import { Link } from '../../../components/Link.js';
import { ErrorState, LoadingState } from '../../../components/States.js';
import { AuditLog } from '../../../features/admin/AuditLog.js';
import { ClientDocuments, ClientQuestions, LedgerTable, PurchasesTable } from '../../../features/admin/ClientSections.js';
import { LogTimeForm } from '../../../features/admin/LogTimeForm.js';
import { RecordPurchaseDialog } from '../../../features/admin/RecordPurchaseDialog.js';
import { AdminPageTitle, LanguageBadge } from '../../../features/admin/ui.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { errorStatus } from '../../../lib/errors.js';
import { trpc } from '../../../lib/trpc.js';

/** One client: purchases, time (log form and ledger), questions, folders and documents, audit log. */
export const Route = createFileRoute('/admin/clients/$clientId')({
  component: ClientPage,
});

function ClientPage() {
  const { t } = useLingui();
  const { clientId } = Route.useParams();
  const detail = trpc.admin.clients.get.useQuery({ id: clientId });

  return (
    <>
      <Link to="/admin/clients" className="back-link">
        <Trans>← All clients</Trans>
      </Link>
      {detail.isPending ? (
        <LoadingState label={t`Loading client...`} />
      ) : detail.isError ? (
        errorStatus(detail.error) === 404 || errorStatus(detail.error) === 400 ? (
          <div className="state state--empty">
            <p className="state__title">
              <Trans>Client not found</Trans>
            </p>
          </div>
        ) : (
          <ErrorState message={<Trans>Failed to load the client. Please try again.</Trans>} onRetry={() => void detail.refetch()} />
        )
      ) : (
        <ClientView detail={detail.data} />
      )}
    </>
  );
}

function Section({ id, title, actions, children }: { id: string; title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="section-block admin-section" aria-labelledby={id}>
      <div className="admin-section__head">
        <h2 id={id}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

function ClientView({ detail }: { detail: ClientDetail }) {
  const language = useLanguage();
  const { client } = detail;
  const since = formatDate(client.createdAt, language);
  const activePackages = detail.purchases.filter((p) => p.active).length;

  return (
    <>
      <AdminPageTitle
        title={client.name}
        lead={
          <span className="client-meta">
            <a href={`mailto:${client.email}`} className="text-link">
              {client.email}
            </a>
            <LanguageBadge language={client.language} />
            <span>
              <Trans>Client since {since}</Trans>
            </span>
          </span>
        }
        actions={<RecordPurchaseDialog clientId={client.id} clientName={client.name} />}
      />
      <dl className="summary-grid">
        <div className="card summary-card summary-card--accent">
          <dt>
            <Trans>Hours Remaining</Trans>
          </dt>
          <dd className="summary-card__value">{formatHoursUnit(client.hoursRemaining, language)}</dd>
          <dd className="summary-card__note muted">
            <Plural value={activePackages} one="# active package" other="# active packages" />
          </dd>
        </div>
        <div className="card summary-card">
          <dt>
            <Trans>Pending questions</Trans>
          </dt>
          <dd className="summary-card__value">{client.pendingQuestions}</dd>
        </div>
        <div className="card summary-card">
          <dt>
            <Trans>Documents</Trans>
          </dt>
          <dd className="summary-card__value">{detail.documents.length}</dd>
        </div>
      </dl>

      <Section id="purchases-title" title={<Trans>Purchases</Trans>}>
        <PurchasesTable purchases={detail.purchases} />
      </Section>

      <Section id="time-title" title={<Trans>Time ledger</Trans>}>
        <div className="time-layout">
          <div className="card time-layout__form">
            <h3 className="admin-subheading">
              <Trans>Log time</Trans>
            </h3>
            <LogTimeForm clientId={client.id} hoursRemaining={client.hoursRemaining} questions={detail.questions} />
          </div>
          <div className="time-layout__ledger">
            <LedgerTable ledger={detail.ledger} />
          </div>
        </div>
      </Section>

      <Section id="questions-title" title={<Trans>Questions</Trans>}>
        <ClientQuestions questions={detail.questions} clientEmail={client.email} />
      </Section>

      <Section id="documents-title" title={<Trans>Folders and documents</Trans>}>
        <ClientDocuments clientId={client.id} folders={detail.folders} documents={detail.documents} />
      </Section>

      <Section id="audit-title" title={<Trans>Audit log</Trans>}>
        <AuditLog entries={detail.audit} />
      </Section>
    </>
  );
}
