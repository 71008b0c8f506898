/**
 * The owner's report as charts (docs/decisions/066-owner-report.md): a chunk of its own, loaded on
 * the console's reports page only, the one place that imports recharts. Each chart is a figure
 * with a heading, a one-line description (the chart's accessible name and description), a
 * "Show as a table" disclosure with the same figures, and a CSV download of its table. Colours
 * are the site's design tokens (web/styles/base.css); months and numbers in the page's language.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis, type YAxisProps } from 'recharts';
import { formatEuros, formatHours, intlLocale, numberFormat } from '#shared/format.js';
import { LETTER_TYPE_INFO, isLetterType } from '#shared/letters/letter-types.js';
import type { FirmReport } from '#shared/reports/firm-report.schema.js';
import type { ResponseTimeReport } from '#shared/reports/reports.schema.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { weekdayName } from '../../../lib/format.js';
import { AdminTable, type AdminColumn } from '../../admin/index.js';
import './firm-report.css';

/** Series colours: the design tokens, in an order that tells neighbours apart (also without colour: the legend names each). */
const COLOURS = ['var(--color-primary)', 'var(--color-accent)', 'var(--color-warning)', 'var(--color-danger)', 'var(--color-success)'];
const AXIS = { fontSize: 12, fill: 'var(--color-text-muted)' };

/** "Nov 26" / "Nov. 26" for a chart's axis, "November 2026" for a table, from "2026-11". */
function monthLabel(month: string, language: string, long = false): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(
    intlLocale(language),
    long ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { month: 'short', year: '2-digit', timeZone: 'UTC' },
  ).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** One chart of the report: heading, description, the chart, its table behind a disclosure, its CSV. */
function ChartFigure<T>({
  id,
  title,
  description,
  chart,
  rows,
  rowKey,
  columns,
  csv,
}: {
  id: string;
  title: string;
  description: string;
  chart: ReactNode;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly AdminColumn<T>[];
  /** The table's CSV download, or none. */
  csv?: string;
}) {
  return (
    <figure className="firm-chart card" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
      <h3 id={`${id}-title`} className="firm-chart__title">
        {title}
      </h3>
      <p id={`${id}-desc`} className="muted firm-chart__desc">
        {description}
      </p>
      <div className="firm-chart__plot">{chart}</div>
      <details className="firm-chart__table">
        <summary>
          <Trans>Show “{title}” as a table</Trans>
        </summary>
        <AdminTable caption={title} rows={rows} rowKey={rowKey} columns={columns} />
      </details>
      {csv ? (
        <p className="firm-chart__csv">
          <a className="text-link" href={csv} download>
            <Trans>Download “{title}” as CSV</Trans>
          </a>
        </p>
      ) : null}
    </figure>
  );
}

/** A horizontal bar chart's height in px: 36 a bar and room for the axis, at least 140. */
const barsHeight = (bars: number): number => Math.max(140, bars * 36 + 50);

/** The props every chart of the report shares: the accessible name, a fixed height, the full width. */
function chartProps(title: string, description: string) {
  return { title, desc: description, responsive: true, className: 'firm-chart__svg', margin: { top: 8, right: 8, bottom: 0, left: 0 } } as const;
}

export function FirmCharts({ report, responseTimes, months }: { report: FirmReport; responseTimes: ResponseTimeReport; months: number }) {
  const { t } = useLingui();
  const language = useLanguage();
  const locale = intlLocale(language);
  const whole = numberFormat(locale, { maximumFractionDigits: 0 });
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const csv = (table: string) => `/api/admin/reports/${table}.csv?months=${months}`;
  const month = (m: string) => monthLabel(m, language);
  const monthColumn = { label: t`Month`, rowHeader: true, cell: (r: { month: string }) => monthLabel(r.month, language, true) };
  /**
   * The parts every chart by month shares: the grid, the month axis, the value axis (`y`: its own
   * props over a 44-px width) and the tooltip, which names the month in full and writes a value
   * with `value` (as it comes, without). Returns them as a list of chart children.
   */
  const monthAxes = (y: YAxisProps, value?: (v: number) => string) => [
    <CartesianGrid key="grid" vertical={false} stroke="var(--color-border)" />,
    <XAxis key="x" dataKey="month" tickFormatter={month} tick={AXIS} minTickGap={8} />,
    <YAxis key="y" tick={AXIS} width={44} {...y} />,
    <Tooltip key="tooltip" labelFormatter={(m) => monthLabel(String(m), language, true)} {...(value ? { formatter: (v) => value(Number(v)) } : {})} />,
  ];

  const hours = report.months.map((m) => ({ month: m.month, sold: m.hoursSold, used: Math.round((m.minutesUsed / 60) * 100) / 100 }));
  const revenue = report.months.map((m) => ({ ...m, euros: m.revenueCents / 100 }));

  // Letters: the whole period's count per type, most first.
  const letterTotals = new Map<string, number>();
  for (const l of report.letters) letterTotals.set(l.letterType ?? '', (letterTotals.get(l.letterType ?? '') ?? 0) + l.letters);
  const typeName = (type: string) => (isLetterType(type) ? LETTER_TYPE_INFO[type].name[language] : t`Type not known yet`);
  const letters = [...letterTotals]
    .map(([type, count]) => ({ type, name: typeName(type), count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

  // Busiest hours: questions and letters together, per hour (rows) and weekday (columns).
  const arrivals = report.arrivals.map((a) => ({ ...a, total: a.questions + a.letters }));
  const busiest = arrivals.reduce((best, a) => (a.total > best.total ? a : best), arrivals[0]!);
  const peak = Math.max(1, busiest.total);
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, days: arrivals.filter((a) => a.hour === hour) }));
  const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00–${String(hour + 1).padStart(2, '0')}:00`;

  // Promises kept: per month, the share kept of each promise (12, 24, 48 business hours) that has been decided (kept or late).
  const promises = [...new Set(responseTimes.byPromise.map((r) => r.promisedHours))].sort((a, b) => a - b);
  const kept = report.months.map((m) => {
    const row: Record<string, number | string | null> = { month: m.month };
    for (const h of promises) {
      const r = responseTimes.byPromise.find((p) => p.month === m.month && p.promisedHours === h);
      row[`h${h}`] = r && r.kept + r.late ? Math.round((r.kept / (r.kept + r.late)) * 100) : null;
    }
    return row;
  });
  const experts = [...new Map(responseTimes.byExpert.map((r) => [r.expertId ?? '', r.expertName ?? t`Former staff member`])).entries()];
  const expertRows = experts.map(([id, name]) => {
    const rows = responseTimes.byExpert.filter((r) => (r.expertId ?? '') === id);
    const answered = rows.reduce((s, r) => s + r.answered, 0);
    const inTime = rows.reduce((s, r) => s + r.kept, 0);
    return { id, name, answered, inTime, share: answered ? Math.round((inTime / answered) * 100) : 0 };
  });

  const busiestDay = weekdayName(busiest.weekday, language);
  const busiestHour = hourLabel(busiest.hour);
  const busiestCount = whole.format(busiest.total);
  // "genutzte Stunden" here, where other console pages say "verbrauchte" of a package's hours.
  const hoursUsed = t({ message: 'Hours used', context: 'owner report' });
  const titles = {
    hours: t`Hours sold and used`,
    revenue: t`Revenue (net)`,
    orders: t`Open and paid orders`,
    letters: t`Letters received by type`,
    busiest: t`Busiest hours`,
    promises: t`Promises kept by response time`,
    experts: t`Answers in time by expert`,
  };
  const descriptions = {
    hours: t`Per month: the hours of the packages bought and the hours logged for clients.`,
    revenue: t`Per month: the net amounts of the invoices issued, less the credit notes.`,
    orders: t`Per month of ordering: how many orders were paid and how many still wait for their payment.`,
    letters: t`The Finanzamt letters clients uploaded in the period, by type.`,
    busiest: busiest.total
      ? t`Questions and letters arriving per weekday and hour, Berlin time. The busiest hour is ${busiestDay}, ${busiestHour}, with ${busiestCount}.`
      : t`Questions and letters arriving per weekday and hour, Berlin time. Nothing arrived in the period.`,
    promises: t`Per month: the share of the answered or overdue questions whose response-time promise was kept.`,
    experts: t`For the whole period: the share of each expert's answers given within the promise.`,
  };

  return (
    <div className="firm-charts">
      <ChartFigure
        id="chart-hours"
        title={titles.hours}
        description={descriptions.hours}
        csv={csv('hours')}
        chart={
          <BarChart data={hours} {...chartProps(titles.hours, descriptions.hours)}>
            {monthAxes({ tickFormatter: (v: number) => whole.format(v) }, (v) => `${formatHours(v, language)} h`)}
            <Legend />
            <Bar dataKey="sold" name={t`Hours sold`} fill={COLOURS[0]} />
            <Bar dataKey="used" name={hoursUsed} fill={COLOURS[1]} />
          </BarChart>
        }
        rows={hours}
        rowKey={(r) => r.month}
        columns={[
          monthColumn,
          { label: t`Hours sold`, numeric: true, cell: (r) => formatHours(r.sold, language) },
          { label: hoursUsed, numeric: true, cell: (r) => formatHours(r.used, language) },
        ]}
      />
      <ChartFigure
        id="chart-revenue"
        title={titles.revenue}
        description={descriptions.revenue}
        csv={csv('revenue')}
        chart={
          <BarChart data={revenue} {...chartProps(titles.revenue, descriptions.revenue)}>
            {monthAxes({ width: 64, tickFormatter: (v: number) => formatEuros(Math.round(v) * 100, language) }, (v) =>
              formatEuros(Math.round(v * 100), language, true),
            )}
            <Bar dataKey="euros" name={t`Revenue (net)`} fill={COLOURS[0]} />
          </BarChart>
        }
        rows={revenue}
        rowKey={(r) => r.month}
        columns={[
          monthColumn,
          { label: t`Revenue (net)`, numeric: true, cell: (r) => formatEuros(r.revenueCents, language, true) },
          { label: t`Invoices`, numeric: true, cell: (r) => r.invoices },
          { label: t`Credit notes`, numeric: true, cell: (r) => r.creditNotes },
        ]}
      />
      <ChartFigure
        id="chart-orders"
        title={titles.orders}
        description={descriptions.orders}
        csv={csv('orders')}
        chart={
          <BarChart data={report.months} {...chartProps(titles.orders, descriptions.orders)}>
            {monthAxes({ allowDecimals: false })}
            <Legend />
            <Bar dataKey="ordersPaid" name={t`Paid orders`} stackId="orders" fill={COLOURS[0]} />
            <Bar dataKey="ordersOpen" name={t`Open orders`} stackId="orders" fill={COLOURS[2]} />
          </BarChart>
        }
        rows={report.months}
        rowKey={(r) => r.month}
        columns={[
          monthColumn,
          { label: t`Placed`, numeric: true, cell: (r) => r.ordersPlaced },
          { label: t`Paid`, numeric: true, cell: (r) => r.ordersPaid },
          { label: t`Paid (net)`, numeric: true, cell: (r) => formatEuros(r.paidCents, language, true) },
          { label: t`Open`, numeric: true, cell: (r) => r.ordersOpen },
          { label: t`Open (net)`, numeric: true, cell: (r) => formatEuros(r.openCents, language, true) },
        ]}
      />
      <ChartFigure
        id="chart-letters"
        title={titles.letters}
        description={descriptions.letters}
        csv={csv('letters')}
        chart={
          <BarChart data={letters} layout="vertical" {...chartProps(titles.letters, descriptions.letters)} style={{ height: barsHeight(letters.length) }}>
            <CartesianGrid horizontal={false} stroke="var(--color-border)" />
            <XAxis type="number" tick={AXIS} allowDecimals={false} />
            <YAxis type="category" dataKey="name" tick={AXIS} width={150} interval={0} />
            <Tooltip />
            <Bar dataKey="count" name={t`Letters`} fill={COLOURS[1]} maxBarSize={28} />
          </BarChart>
        }
        rows={letters}
        rowKey={(r) => r.type}
        columns={[
          { label: t`Type`, rowHeader: true, cell: (r) => r.name },
          { label: t`Letters`, numeric: true, cell: (r) => r.count },
        ]}
      />
      <ChartFigure
        id="chart-busiest"
        title={titles.busiest}
        description={descriptions.busiest}
        csv={csv('busiest-hours')}
        chart={
          <div className="heatmap" role="img" aria-label={titles.busiest} aria-describedby="chart-busiest-desc">
            <span />
            {[1, 2, 3, 4, 5, 6, 7].map((d) => (
              <span key={d} className="heatmap__head">
                {weekdayName(d, language, 'short')}
              </span>
            ))}
            {byHour.map(({ hour, days }) => [
              <span key={`h${hour}`} className="heatmap__hour">
                {String(hour).padStart(2, '0')}
              </span>,
              ...days.map((a) => (
                <span
                  key={`${a.weekday}-${hour}`}
                  className="heatmap__cell"
                  title={`${weekdayName(a.weekday, language)} ${hourLabel(hour)}: ${whole.format(a.total)}`}
                  style={{ backgroundColor: `color-mix(in srgb, var(--color-primary) ${Math.round((a.total / peak) * 100)}%, var(--color-surface))` }}
                />
              )),
            ])}
            <span className="heatmap__key">
              <Trans>The darker a cell, the more arrived in that hour.</Trans>
            </span>
          </div>
        }
        rows={byHour}
        rowKey={(r) => String(r.hour)}
        columns={[
          { label: t`Hour`, rowHeader: true, cell: (r) => hourLabel(r.hour) },
          ...[1, 2, 3, 4, 5, 6, 7].map((d) => ({
            label: weekdayName(d, language),
            numeric: true,
            cell: (r: (typeof byHour)[number]) => r.days.find((a) => a.weekday === d)?.total ?? 0,
          })),
        ]}
      />
      <ChartFigure
        id="chart-promises"
        title={titles.promises}
        description={descriptions.promises}
        chart={
          <LineChart data={kept} {...chartProps(titles.promises, descriptions.promises)}>
            {monthAxes({ domain: [0, 100], tickFormatter: (v: number) => percent.format(v / 100) }, (v) => percent.format(v / 100))}
            <Legend />
            {promises.map((promisedHours, i) => (
              <Line
                key={promisedHours}
                dataKey={`h${promisedHours}`}
                name={t`${promisedHours} business hours`}
                stroke={COLOURS[i % COLOURS.length]}
                strokeWidth={2}
                connectNulls
                dot={{ r: 3 }}
              />
            ))}
          </LineChart>
        }
        rows={kept}
        rowKey={(r) => String(r.month)}
        columns={[
          monthColumn as AdminColumn<(typeof kept)[number]>,
          ...promises.map((promisedHours) => ({
            label: t`${promisedHours} business hours`,
            numeric: true,
            cell: (r: (typeof kept)[number]) => (r[`h${promisedHours}`] === null ? '–' : percent.format(Number(r[`h${promisedHours}`]) / 100)),
          })),
        ]}
      />
      <ChartFigure
        id="chart-experts"
        title={titles.experts}
        description={descriptions.experts}
        chart={
          <BarChart data={expertRows} layout="vertical" {...chartProps(titles.experts, descriptions.experts)} style={{ height: barsHeight(expertRows.length) }}>
            <CartesianGrid horizontal={false} stroke="var(--color-border)" />
            <XAxis type="number" tick={AXIS} domain={[0, 100]} tickFormatter={(v: number) => percent.format(v / 100)} />
            <YAxis type="category" dataKey="name" tick={AXIS} width={120} interval={0} />
            <Tooltip formatter={(v) => percent.format(Number(v) / 100)} />
            <Bar dataKey="share" name={t`Answers in time`} fill={COLOURS[1]} maxBarSize={28} />
          </BarChart>
        }
        rows={expertRows}
        rowKey={(r) => r.id}
        columns={[
          { label: t`Expert`, rowHeader: true, cell: (r) => r.name },
          { label: t`Answers`, numeric: true, cell: (r) => r.answered },
          { label: t`In time`, numeric: true, cell: (r) => r.inTime },
          { label: t`Kept`, numeric: true, cell: (r) => percent.format(r.share / 100) },
        ]}
      />
    </div>
  );
}
