import * as v from 'valibot';
import { ReportsPage } from '../../../../views/reports/ReportsPage';
import { cut, oneLineText, readQuery } from '../../../kernel/http/schemas';
import { periodPresets, periodQuery, readPeriod, type PeriodRead } from '../period';
import type { OfficeAnswer, OfficeRequest } from '../../../office';
import type { ReportStore } from '../store';

/** ?from=&to= as typed: one clean line each, no longer than a date; readPeriod judges them. */
const PERIOD_QUERY = v.object({
  from: v.pipe(oneLineText, cut(10)),
  to: v.pipe(oneLineText, cut(10)),
});

/** A screen's page (the answer's `page`). */
type OfficePage = Extract<OfficeAnswer, { page: unknown }>['page'];

/** The period a reports request asks for (this month when it names none), or what was typed and what is wrong. */
export function requestedPeriod({ query, now }: Pick<OfficeRequest, 'query' | 'now'>): PeriodRead {
  return readPeriod(readQuery(PERIOD_QUERY, query), now);
}

/** The Reports screen for a period, or the form again with what was typed and each error beside it (400). */
export async function reportsPage(request: OfficeRequest, store: ReportStore, read: PeriodRead): Promise<OfficePage> {
  const presets = periodPresets(request.now).map((preset) => ({
    ...preset,
    href: `/office/reports?${periodQuery(preset)}`,
  }));
  if (!read.ok) {
    return {
      title: 'Reports',
      status: 400,
      body: <ReportsPage from={read.from} to={read.to} errors={read.errors} presets={presets} query="" />,
    };
  }
  const { period } = read;
  const reports = await store.reports(period, request.now);
  return {
    title: 'Reports',
    body: (
      <ReportsPage
        from={period.from}
        to={period.to}
        errors={{}}
        presets={presets}
        reports={reports}
        query={periodQuery(period)}
      />
    ),
  };
}
