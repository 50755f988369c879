import { useCallback, useMemo, useState } from 'react';
import { useShownRows } from '@/components/results/hooks/use-shown-rows';
import { useViewMode } from '@/components/results/hooks/use-view-mode';
import { ExportExcelButton, ResultsToolbar } from '@/components/results/results-toolbar';
import { ResultsViews } from '@/components/results/results-views';
import { PageMeta } from '@/components/seo/page-meta';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import type { Business } from '@/domain/business';
import { EMPTY_FILTERS } from '@/domain/business-filters';
import { leadTextKey } from '@/domain/lead-key';
import {
  EMPTY_LEAD_FILTER,
  isLeadFiltering,
  leadMatches,
  localDay,
  newLead,
  type Lead,
  type LeadFilter,
} from '@/domain/leads';
import { useAuth } from '@/lib/auth/use-auth';
import { withQueryClient } from '@/lib/query/with-query-client';
import { LeadControls } from '../components/lead-controls';
import { LeadFilters } from '../components/lead-filters';
import { LeadsProvider, useLeadsContext } from '../components/leads-context';
import { SearchBusinessesEmpty } from '../components/search-businesses-empty';
import { useAllLeads, type LeadItem } from '../hooks/use-all-leads';
import { useLeads } from '../hooks/use-leads';
import { useListExport, withLeadFields } from '../hooks/use-list-export';
import { ExportOptions } from '@/components/results/export-options';
import { useExportChoice } from '@/lib/export-settings';
import { leadsPageTexts, leadTexts } from '../lead-texts';

/** Under each lead: the lists that hold it, then its status, follow-up and notes. */
function LeadExtra({ row }: { row: LeadItem }) {
  return (
    <>
      <p className="mb-2 text-sm text-neutral-700" data-testid="lead-lists">
        <span className="font-medium">{leadTexts.inLists}: </span>
        {row.lists.map((list) => list.name).join(', ')}
      </p>
      <LeadControls row={row} />
    </>
  );
}
const renderLeadExtra = (row: Business) => <LeadExtra row={row as LeadItem} />;

// A row's name and address folded as lead keys are (Turkish-aware), once a row: the first
// text filter folds them, later ones only compare.
const folded = new WeakMap<LeadItem, string>();
function foldedText(row: LeadItem): string {
  let text = folded.get(row);
  if (text === undefined) {
    text = leadTextKey(`${row.name} ${row.address ?? ''}`);
    folded.set(row, text);
  }
  return text;
}

/** The text filter: name, address, a list's name (ids in `lists`) or the notes. */
function matchesText(
  row: LeadItem,
  lead: Lead | undefined,
  query: string,
  lists: ReadonlySet<string>,
): boolean {
  if (query === '') return true;
  return (
    foldedText(row).includes(query) ||
    row.lists.some((list) => lists.has(list.id)) ||
    leadTextKey(lead?.notes).includes(query)
  );
}

function LeadsList({ leads, loadingMore }: { leads: LeadItem[]; loadingMore: boolean }) {
  const { byKey } = useLeadsContext();
  const [view, setView] = useViewMode();
  const [filter, setFilter] = useState<LeadFilter>(EMPTY_LEAD_FILTER);
  const filtering = isLeadFiltering(filter);
  const today = localDay(new Date());
  const query = leadTextKey(filter.text);
  // The lists whose name matches: each list's name folded once a filter change.
  const listNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const lead of leads) for (const list of lead.lists) names.set(list.id, list.name);
    return names;
  }, [leads]);
  const matchingLists = useMemo(
    () =>
      new Set(
        query === ''
          ? []
          : [...listNames]
              .filter(([, name]) => leadTextKey(name).includes(query))
              .map(([id]) => id),
      ),
    [listNames, query],
  );
  const include = useCallback(
    (row: LeadItem) => {
      if (!filtering) return true;
      const lead = byKey.get(row.lead_key);
      return (
        leadMatches(lead ?? newLead(row.lead_key), filter, today) &&
        matchesText(row, lead, query, matchingLists)
      );
    },
    [filtering, byKey, filter, today, query, matchingLists],
  );
  const { shown, selected, view: rows } = useShownRows(leads, EMPTY_FILTERS, include);
  const { exporting, exportItems } = useListExport(leadsPageTexts.title);
  const [exportChoice, setExportChoice] = useExportChoice();

  return (
    <div className="mt-2">
      <ResultsToolbar
        heading={leadsPageTexts.heading}
        layout="static"
        count={leadsPageTexts.count(shown.length, leads.length, filtering)}
        selectedCount={selected.size}
        status={loadingMore && leadsPageTexts.loadingMore}
        countTestId="leads-count"
        view={view}
        onViewChange={setView}
        notice={null}
      >
        {shown.length > 0 && (
          <ExportOptions choice={exportChoice} onChange={setExportChoice} withLeadColumns>
            <ExportExcelButton
              busy={exporting}
              disabled={loadingMore}
              onClick={() =>
                void exportItems(
                  shown.map(({ row }) => withLeadFields(row, byKey.get(row.lead_key))),
                  exportChoice,
                )
              }
            >
              {leadsPageTexts.exportExcel}
            </ExportExcelButton>
          </ExportOptions>
        )}
      </ResultsToolbar>
      <div className="mt-4">
        <LeadFilters value={filter} onChange={setFilter} withText />
      </div>
      <ResultsViews
        view={view}
        {...rows}
        renderExtra={renderLeadExtra}
        tableLabel={leadsPageTexts.tableLabel}
      />
    </div>
  );
}

/**
 * /leads (issue 22): every saved lead once, with its lists, status and follow-up;
 * filterable by status, follow-up due and text, exportable as a list is.
 */
function LeadsPageContent() {
  const { user, plan } = useAuth();
  const state = useAllLeads(user?.id);
  const leads = useLeads(user?.id);

  return (
    <PageContainer>
      <PageMeta title={leadsPageTexts.title} noindex />
      <PageHeader title={leadsPageTexts.title} subtitle={leadsPageTexts.subtitle} />
      {state.status === 'loading' ? (
        <div className="flex justify-center py-16 text-neutral-600">
          <Spinner label={leadsPageTexts.loading} />
        </div>
      ) : state.status === 'failed' ? (
        <p role="alert" className="text-danger-700 py-8 text-center text-sm">
          {leadsPageTexts.failed}
        </p>
      ) : state.leads.length === 0 ? (
        <SearchBusinessesEmpty
          title={leadsPageTexts.emptyTitle}
          description={leadsPageTexts.emptyHint}
          actionLabel={leadsPageTexts.searchBusinesses}
        />
      ) : (
        <LeadsProvider userId={user?.id ?? ''} byKey={leads.byKey} canEdit={plan === 'pro'}>
          <LeadsList leads={state.leads} loadingMore={state.loadingMore} />
        </LeadsProvider>
      )}
    </PageContainer>
  );
}

export const LeadsPage = withQueryClient(LeadsPageContent);
