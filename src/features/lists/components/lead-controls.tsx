import { useEffect, useId, useRef, useState } from 'react';
import type { Business } from '@/domain/business';
import { leadKey } from '@/domain/lead-key';
import {
  LEAD_NOTES_MAX_LENGTH,
  LEAD_NOTES_SAVE_DELAY_MS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  isLeadStatus,
  newLead,
  type Lead,
} from '@/domain/leads';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/format';
import { leadTexts } from '../lead-texts';
import { compactField, LeadSelect } from './lead-select';
import { useLeadsContext } from './leads-context';

/** A list item or /leads row: its lead key as read, or the TypeScript twin's. */
export type LeadRow = Business & { lead_key?: string; place_id?: string | null };

export const leadKeyOf = (row: LeadRow): string => row.lead_key ?? leadKey(row);

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error);

const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** "14:32" today, "May 2, 2026 14:32" another day. */
export function savedWhen(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = clock.format(at);
  return at.toDateString() === now.toDateString() ? time : `${formatLongDate(iso)} ${time}`;
}

function StatusSelect({ lead, name, onError }: ControlProps) {
  const { canEdit, save } = useLeadsContext();
  return (
    <LeadSelect
      wrapperClassName="shrink-0"
      labelClassName="sr-only"
      label={leadTexts.status(name)}
      className="w-32"
      value={lead.status}
      disabled={!canEdit}
      data-testid="lead-status"
      options={LEAD_STATUSES}
      optionLabels={LEAD_STATUS_LABELS}
      onValue={(status) => {
        if (!isLeadStatus(status)) return;
        onError(null);
        save(lead.lead_key, { status }).catch((error: unknown) =>
          onError(leadTexts.statusFailed(messageOf(error))),
        );
      }}
    />
  );
}

function FollowUpInput({ lead, name, onError }: ControlProps) {
  const { canEdit, save } = useLeadsContext();
  return (
    <label className="shrink-0">
      <span className="sr-only">{leadTexts.followUp(name)}</span>
      <input
        type="date"
        className={cn(compactField, 'w-40')}
        value={lead.follow_up_on ?? ''}
        disabled={!canEdit}
        data-testid="lead-follow-up"
        onChange={(event) => {
          onError(null);
          save(lead.lead_key, { follow_up_on: event.target.value || null }).catch(
            (error: unknown) => onError(leadTexts.followUpFailed(messageOf(error))),
          );
        }}
      />
    </label>
  );
}

/**
 * Notes, saved LEAD_NOTES_SAVE_DELAY_MS after the last keystroke and when the field is
 * left. What was typed stays in the field when a save fails (the error says so), and
 * notes changed elsewhere show here while the field is not being edited.
 */
function NotesField({ lead, name, onError }: ControlProps) {
  const { canEdit, save } = useLeadsContext();
  const [draft, setDraft] = useState(lead.notes ?? '');
  const [saving, setSaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The text typed and not yet saved, or null when the field shows what is saved.
  const pending = useRef<string | null>(null);
  const refused = useRef(false);
  const statusId = useId();

  useEffect(() => {
    if (pending.current === null) setDraft(lead.notes ?? '');
  }, [lead.notes]);

  const flush = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const text = pending.current;
    if (text === null) return;
    pending.current = null;
    setSaving(true);
    save(lead.lead_key, { notes: text === '' ? null : text })
      .then(() => {
        refused.current = false;
        onError(null);
      })
      .catch((error: unknown) => {
        refused.current = true;
        // Still unsaved: the rolled-back notes must not replace the text, and leaving the
        // field tries again.
        pending.current ??= text;
        onError(leadTexts.notesFailed(messageOf(error)));
      })
      .finally(() => setSaving(false));
  };
  // A row scrolled out of a virtual list saves what was typed in it (a refused text is
  // not sent again unasked).
  const flushOnUnmount = useRef(flush);
  useEffect(() => {
    flushOnUnmount.current = flush;
  });
  useEffect(
    () => () => {
      if (!refused.current) flushOnUnmount.current();
    },
    [],
  );

  return (
    <div className="min-w-48 flex-1">
      <label>
        <span className="sr-only">{leadTexts.notes(name)}</span>
        <textarea
          className={cn(compactField, 'min-h-9 resize-y')}
          rows={1}
          value={draft}
          maxLength={LEAD_NOTES_MAX_LENGTH}
          placeholder={leadTexts.notesPlaceholder}
          disabled={!canEdit}
          aria-describedby={statusId}
          data-testid="lead-notes"
          onChange={(event) => {
            setDraft(event.target.value);
            pending.current = event.target.value;
            clearTimeout(timer.current);
            timer.current = setTimeout(flush, LEAD_NOTES_SAVE_DELAY_MS);
          }}
          onBlur={flush}
        />
      </label>
      <p id={statusId} className="mt-0.5 text-xs text-neutral-600" aria-live="polite">
        {saving
          ? leadTexts.saving
          : lead.notes_updated_at
            ? leadTexts.saved(savedWhen(lead.notes_updated_at))
            : ''}
      </p>
    </div>
  );
}

interface ControlProps {
  lead: Lead;
  name: string;
  onError: (message: string | null) => void;
}

/** A row's status, follow-up date and notes, with the last refusal's text. */
export function LeadControls({ row }: { row: LeadRow }) {
  const { byKey } = useLeadsContext();
  const key = leadKeyOf(row);
  const lead = byKey.get(key) ?? newLead(key);
  const [error, setError] = useState<string | null>(null);
  const props = { lead, name: row.name, onError: setError };
  return (
    <div data-testid="lead-controls">
      <div className="flex flex-wrap items-start gap-2">
        <StatusSelect {...props} />
        <FollowUpInput {...props} />
        <NotesField {...props} />
      </div>
      {error && (
        <p role="alert" className="text-danger-700 mt-1 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
