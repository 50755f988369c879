import {
  FOLLOW_UP_FILTER_LABELS,
  FOLLOW_UP_FILTERS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  isLeadStatus,
  type FollowUpFilter,
  type LeadFilter,
} from '@/domain/leads';
import { leadTexts } from '../lead-texts';
import { compactField, LeadSelect } from './lead-select';

const label = 'mb-1 block text-sm font-medium text-neutral-700';

/** The page-level lead filters: status and follow-up due, and a text search on /leads. */
export function LeadFilters({
  value,
  onChange,
  withText = false,
}: {
  value: LeadFilter;
  onChange: (next: LeadFilter) => void;
  withText?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="lead-filters">
      <LeadSelect
        wrapperClassName="w-40"
        labelClassName={label}
        label={leadTexts.filterStatus}
        value={value.status}
        allLabel={leadTexts.allStatuses}
        options={LEAD_STATUSES}
        optionLabels={LEAD_STATUS_LABELS}
        onValue={(status) => onChange({ ...value, status: isLeadStatus(status) ? status : 'all' })}
      />
      <LeadSelect
        wrapperClassName="w-44"
        labelClassName={label}
        label={leadTexts.filterFollowUp}
        value={value.followUp}
        options={FOLLOW_UP_FILTERS}
        optionLabels={FOLLOW_UP_FILTER_LABELS}
        onValue={(followUp) => onChange({ ...value, followUp: followUp as FollowUpFilter })}
      />
      {withText && (
        <label className="min-w-48 flex-1 sm:max-w-80">
          <span className={label}>{leadTexts.filterText}</span>
          <input
            type="search"
            className={compactField}
            value={value.text}
            placeholder={leadTexts.filterTextPlaceholder}
            onChange={(event) => onChange({ ...value, text: event.target.value })}
          />
        </label>
      )}
    </div>
  );
}
