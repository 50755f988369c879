import { describe, expect, it } from 'vitest';
import { leadKey, savedLeadsRow } from './lead-key';
import {
  EMPTY_LEAD_FILTER,
  followUpMatches,
  groupSavedLeads,
  isLeadFiltering,
  leadMatches,
  localDay,
  newLead,
} from './leads';

describe('follow-up due', () => {
  const today = '2026-05-10';
  it.each([
    ['due', '2026-05-09', true],
    ['due', '2026-05-10', true],
    ['due', '2026-05-11', false],
    ['today', '2026-05-10', true],
    ['today', '2026-05-09', false],
    ['overdue', '2026-05-09', true],
    ['overdue', '2026-05-10', false],
    ['all', null, true],
    ['due', null, false],
  ] as const)('%s with a follow-up on %s: %s', (filter, date, expected) => {
    expect(followUpMatches(date, filter, today)).toBe(expected);
  });

  it('the local day is yyyy-mm-dd', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('lead filters', () => {
  it('a lead with nothing kept is New and passes the empty filter', () => {
    const lead = newLead('n:a|b');
    expect(lead.status).toBe('New');
    expect(isLeadFiltering(EMPTY_LEAD_FILTER)).toBe(false);
    expect(leadMatches(lead, EMPTY_LEAD_FILTER, '2026-05-10')).toBe(true);
    expect(leadMatches(lead, { ...EMPTY_LEAD_FILTER, status: 'Won' }, '2026-05-10')).toBe(false);
    expect(isLeadFiltering({ ...EMPTY_LEAD_FILTER, text: '  ' })).toBe(false);
  });
});

describe('groupSavedLeads', () => {
  it('gives every lead once, its newest copy first, with its lists by name', () => {
    const names = new Map([
      ['l1', 'Moda'],
      ['l2', 'Kadıköy'],
    ]);
    const grouped = groupSavedLeads(
      [
        { id: 'c', lead_key: 'k1', list_id: 'l1' },
        { id: 'b', lead_key: 'k2', list_id: 'l1' },
        { id: 'a', lead_key: 'k1', list_id: 'l2' },
        { id: 'z', lead_key: 'k1', list_id: 'l1' },
      ],
      names,
    );
    expect(grouped.map((lead) => [lead.id, lead.lists.map((list) => list.name)])).toEqual([
      ['c', ['Kadıköy', 'Moda']],
      ['b', ['Moda']],
    ]);
  });
});

describe('savedLeadsRow', () => {
  it('sends the place id key and the name key, or the name key twice', () => {
    expect(
      savedLeadsRow({ place_id: 'ChIJ-x', name: 'MODA DİŞ', address: 'Kadıköy/İstanbul' }),
    ).toEqual({ key: 'p:ChIJ-x', name_key: 'n:moda dis|kadikoy istanbul' });
    const row = { name: 'Moda Diş', address: 'Kadıköy' };
    expect(savedLeadsRow(row)).toEqual({ key: leadKey(row), name_key: leadKey(row) });
  });
});
