import { fieldClasses } from '@/components/ui/input';
import {
  FOLLOW_UP_FILTER_LABELS,
  FOLLOW_UP_FILTERS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  isLeadStatus,
  type FollowUpFilter,
  type LeadFilter,
} from '@/domain/leads';
import { cn } from '@/lib/cn';
import { leadTexts } from '../lead-texts';

const field = cn(fieldClasses, 'h-9 py-1 text-sm');
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
      <label className="w-40">
        <span className={label}>{leadTexts.filterStatus}</span>
        <select
          className={field}
          value={value.status}
          onChange={(event) => {
            const status = event.target.value;
            onChange({ ...value, status: isLeadStatus(status) ? status : 'all' });
          }}
        >
          <option value="all">{leadTexts.allStatuses}</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="w-44">
        <span className={label}>{leadTexts.filterFollowUp}</span>
        <select
          className={field}
          value={value.followUp}
          onChange={(event) =>
            onChange({ ...value, followUp: event.target.value as FollowUpFilter })
          }
        >
          {FOLLOW_UP_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {FOLLOW_UP_FILTER_LABELS[filter]}
            </option>
          ))}
        </select>
      </label>
      {withText && (
        <label className="min-w-48 flex-1 sm:max-w-80">
          <span className={label}>{leadTexts.filterText}</span>
          <input
            type="search"
            className={field}
            value={value.text}
            placeholder={leadTexts.filterTextPlaceholder}
            onChange={(event) => onChange({ ...value, text: event.target.value })}
          />
        </label>
      )}
    </div>
  );
}
