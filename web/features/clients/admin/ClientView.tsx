/**
 * A client's page in the console: summary, purchases, orders, invoices, time (log form and ledger),
 * internal notes, questions, documents, audit log, security log. An expert sees no orders, invoices
 * or security log and cannot record a purchase or delete the account: those are the owner's
 * (docs/decisions/064-staff-roles.md).
 */
import { SpecialistSection } from '../../assignment/index.js';
import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ClientDetail } from '#shared/clients/clients.schema.js';
import { formatDate, formatHoursUnit } from '#shared/format.js';
import { SummaryCard } from '../../../components/SummaryCard.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { AuditLog } from '../../audit/admin/index.js';
import { ClientInvoices } from '../../orders/admin/index.js';
import { ClientOrders } from '../../orders/admin/index.js';
import { ClientSecurityLog } from './ClientSecurityLog.js';
import { ClientDocuments, ClientQuestions, LedgerTable, PurchasesTable } from './ClientSections.js';
import { LogTimeForm } from '../../purchases/admin/index.js';
import { RecordPurchaseDialog } from '../../purchases/admin/index.js';
import { DeleteAccountDialog } from './DeleteAccountDialog.js';
import { AdminPageTitle, LanguageBadge } from '../../admin/index.js';
import { InternalNotes } from '../../notes/index.js';
import { trpc } from '../../../lib/trpc.js';

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

export function ClientView({ detail }: { detail: ClientDetail }) {
  const language = useLanguage();
  const { client } = detail;
  const owner = trpc.auth.me.useQuery().data?.user.staffRole === 'owner';
  const since = formatDate(client.createdAt, language);
  const activePackages = detail.purchases.filter((p) => p.active).length;
  // A deleted account (decision record 013) keeps only its orders, invoices and hours for the retention period.
  const deletedOn = client.deletedAt ? formatDate(client.deletedAt, language) : null;

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
        actions={
          deletedOn ? (
            <span className="badge">
              <Trans>Account deleted on {deletedOn}</Trans>
            </span>
          ) : owner ? (
            <>
              <RecordPurchaseDialog clientId={client.id} clientName={client.name} />
              <DeleteAccountDialog clientId={client.id} clientName={client.name} />
            </>
          ) : null
        }
      />
      <dl className="summary-grid">
        <SummaryCard
          accent
          label={<Trans>Hours Remaining</Trans>}
          value={formatHoursUnit(client.hoursRemaining, language)}
          note={<Plural value={activePackages} one="# active package" other="# active packages" />}
        />
        <SummaryCard label={<Trans>Pending questions</Trans>} value={client.pendingQuestions} />
        <SummaryCard label={<Trans>Documents</Trans>} value={detail.documents.length} />
      </dl>

      <Section id="purchases-title" title={<Trans>Purchases</Trans>}>
        <PurchasesTable purchases={detail.purchases} />
      </Section>

      {deletedOn ? null : (
        <Section id="specialist-title" title={<Trans>Dedicated specialist</Trans>}>
          <SpecialistSection clientId={client.id} />
        </Section>
      )}

      {owner ? (
        <>
          <Section id="orders-title" title={<Trans>Orders</Trans>}>
            <ClientOrders clientId={client.id} />
          </Section>

          <Section id="invoices-title" title={<Trans>Invoices</Trans>}>
            <ClientInvoices clientId={client.id} />
          </Section>
        </>
      ) : null}

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

      {deletedOn ? null : <InternalNotes subject={{ clientId: client.id }} className="section-block" />}

      <Section id="questions-title" title={<Trans>Questions</Trans>}>
        <ClientQuestions questions={detail.questions} clientEmail={client.email} />
      </Section>

      <Section id="documents-title" title={<Trans>Folders and documents</Trans>}>
        <ClientDocuments clientId={client.id} folders={detail.folders} documents={detail.documents} />
      </Section>

      <Section id="audit-title" title={<Trans>Audit log</Trans>}>
        <AuditLog entries={detail.audit} />
      </Section>

      {owner ? (
        <Section id="security-log-title" title={<Trans>Security log</Trans>}>
          <ClientSecurityLog clientId={client.id} />
        </Section>
      ) : null}
    </>
  );
}
