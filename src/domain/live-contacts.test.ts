import { describe, expect, it } from 'vitest';
import type { Business } from './business';
import {
  applySiteRows,
  checkingCount,
  emailsFound,
  emptyLiveState,
  isLiveSettled,
  LIVE_REKICK_MS,
  liveProgress,
  mergeLiveFills,
  needsRekick,
  pollSince,
  type LiveSiteRow,
} from './live-contacts';

const row = (placeId: string, overrides: Partial<Business> = {}): Business => ({
  name: `Clinic ${placeId}`,
  address: `Street ${placeId}`,
  phone: null,
  email: null,
  instagram: null,
  website: `https://${placeId}.example`,
  google_rating: '4.5',
  rating_count: '10',
  place_id: placeId,
  ...overrides,
});

const site = (
  placeId: string,
  status: LiveSiteRow['status'],
  fill: unknown = null,
  updatedAt = '2026-11-26T05:00:00.000Z',
): LiveSiteRow => ({ place_id: placeId, status, fill, updated_at: updatedAt });

const fill = (email: string, extra: Record<string, unknown> = {}) => ({
  Email: email,
  Instagram: '',
  Contacts: {
    emails: email ? [email] : [],
    emailChecks: email ? [{ email, mx: true }] : [],
    instagram: null,
    facebook: null,
    linkedin: null,
    tiktok: null,
    x: null,
    youtube: null,
    whatsapp: null,
    ...extra,
  },
});

const stateOf = (rows: LiveSiteRow[], total = rows.length) =>
  applySiteRows({ ...emptyLiveState(0), total }, rows, 1);

describe('applySiteRows', () => {
  it('keeps each site once, its newest status, and moves the cursor to the newest row', () => {
    let state = stateOf([
      site('a', 'pending', null, '2026-11-26T05:00:00.000Z'),
      site('b', 'running', null, '2026-11-26T05:00:01.000Z'),
    ]);
    state = applySiteRows(
      state,
      [site('a', 'done', fill('a@a.example'), '2026-11-26T05:00:03.500Z')],
      5,
    );
    expect(Object.keys(state.sites)).toEqual(['a', 'b']);
    expect(state.sites.a?.status).toBe('done');
    expect(state.cursor).toBe('2026-11-26T05:00:03.500Z');
    expect(state.changedAt).toBe(5);
  });

  it('an empty poll changes nothing (the same state)', () => {
    const state = stateOf([site('a', 'pending')]);
    expect(applySiteRows(state, [], 99)).toBe(state);
  });

  it('asks again behind its cursor: a row committed late with an earlier updated_at is seen', () => {
    expect(pollSince(null)).toBeNull();
    expect(pollSince('2026-11-26T05:00:13.000Z')).toBe('2026-11-26T05:00:03.000Z');
    const state = stateOf([
      site('a', 'done', fill('a@a.example'), '2026-11-26T05:00:10.000Z'),
      site('b', 'running', null, '2026-11-26T05:00:01.000Z'),
    ]);
    // b finished in a transaction that began before a's and committed after it.
    const late = site('b', 'done', fill('b@b.example'), '2026-11-26T05:00:09.000Z');
    expect(Date.parse(late.updated_at)).toBeGreaterThan(Date.parse(pollSince(state.cursor)!));
    const next = applySiteRows(
      state,
      [site('a', 'done', fill('a@a.example'), '2026-11-26T05:00:10.000Z'), late],
      7,
    );
    expect(next.sites.b).toEqual({ status: 'done', fill: fill('b@b.example') });
    expect(next.cursor).toBe('2026-11-26T05:00:10.000Z');
  });

  it('re-read rows that bring nothing new leave the same state, and no change for the re-kick', () => {
    const state = stateOf([site('a', 'done', fill('a@a.example'), '2026-11-26T05:00:10.000Z')]);
    expect(
      applySiteRows(
        state,
        [site('a', 'done', fill('a@a.example'), '2026-11-26T05:00:10.000Z')],
        50,
      ),
    ).toBe(state);
  });
});

describe('liveProgress and settling', () => {
  it('counts the ended sites of the total; settled when none waits', () => {
    const state = stateOf(
      [site('a', 'done', fill('x@a.example')), site('b', 'failed'), site('c', 'running')],
      3,
    );
    expect(liveProgress(state)).toEqual({ checked: 2, total: 3, pending: 1 });
    expect(isLiveSettled(state)).toBe(false);
    const done = applySiteRows(state, [site('c', 'done', fill(''))], 2);
    expect(liveProgress(done)).toEqual({ checked: 3, total: 3, pending: 0 });
    expect(isLiveSettled(done)).toBe(true);
  });

  it('is unknown (and not settled) before the total has been read', () => {
    const state = emptyLiveState(0);
    expect(liveProgress(state)).toBeNull();
    expect(isLiveSettled(state)).toBe(false);
  });
});

describe('needsRekick', () => {
  it('after a quiet minute while sites wait, then once a minute', () => {
    const state = stateOf([site('a', 'pending')]);
    expect(needsRekick(state, 1 + LIVE_REKICK_MS - 1)).toBe(false);
    expect(needsRekick(state, 1 + LIVE_REKICK_MS)).toBe(true);
    const kicked = { ...state, kickedAt: 1 + LIVE_REKICK_MS };
    expect(needsRekick(kicked, 1 + LIVE_REKICK_MS + 1000)).toBe(false);
    expect(needsRekick(kicked, 1 + 2 * LIVE_REKICK_MS)).toBe(true);
  });

  it('never once every site has ended', () => {
    const state = stateOf([site('a', 'failed')]);
    expect(needsRekick(state, 10 * LIVE_REKICK_MS)).toBe(false);
  });
});

describe('mergeLiveFills', () => {
  it('fills a done site by Place ID, with the networks and the e-mail status', () => {
    const rows = [row('a'), row('b')];
    const state = stateOf([
      site('a', 'done', {
        ...fill('hello@a.example', { facebook: 'https://www.facebook.com/a' }),
        Instagram: 'clinic_a',
      }),
    ]);
    const [a, b] = mergeLiveFills(rows, state);
    expect(a).toMatchObject({
      email: 'hello@a.example',
      email_status: 'verified domain',
      instagram: 'clinic_a',
      facebook: 'https://www.facebook.com/a',
      live: 'checked',
    });
    expect(b).toBe(rows[1]);
  });

  it('marks waiting and running sites as checking; their fields stay empty', () => {
    const rows = [row('a'), row('b')];
    const merged = mergeLiveFills(rows, stateOf([site('a', 'pending'), site('b', 'running')]));
    expect(merged.map((r) => r.live)).toEqual(['checking', 'checking']);
    expect(merged.map((r) => r.email)).toEqual([null, null]);
    expect(checkingCount(merged)).toBe(2);
  });

  it('a failed site leaves the field empty, and only a done fill counts', () => {
    const rows = [row('a'), row('b')];
    const state = stateOf([
      site('a', 'failed', fill('guess@a.example')),
      site('b', 'running', fill('early@b.example')),
    ]);
    const [a, b] = mergeLiveFills(rows, state);
    expect(a).toMatchObject({ email: null, live: 'checked' });
    expect(b).toMatchObject({ email: null, live: 'checking' });
  });

  it('never replaces a value the answer had, and never empties one', () => {
    const rows = [row('a', { email: 'kept@a.example', instagram: '@kept' })];
    const [a] = mergeLiveFills(
      rows,
      stateOf([site('a', 'done', { ...fill('other@a.example'), Instagram: '' })]),
    );
    expect(a).toMatchObject({ email: 'kept@a.example', instagram: '@kept', live: 'checked' });
    expect(a?.email_status).toBeUndefined();
  });

  it('leaves placeholder rows and rows without a Place ID alone', () => {
    const rows = [row('a', { locked: true }), { ...row('b'), place_id: null }];
    const state = stateOf([site('a', 'done', fill('x@a.example')), site('b', 'pending')]);
    expect(mergeLiveFills(rows, state)).toBe(rows);
  });

  it('returns the same array when nothing changed', () => {
    const state = stateOf([site('a', 'done', fill('x@a.example'))]);
    const once = mergeLiveFills([row('a')], state);
    expect(mergeLiveFills(once, state)).toBe(once);
  });
});

describe('emailsFound', () => {
  it('counts the clear rows with an e-mail among the clear rows', () => {
    const rows = [
      row('a', { email: 'a@a.example' }),
      row('b'),
      row('c', { email: ' ' }),
      row('d', { locked: true, email: 'x@x.example' }),
    ];
    expect(emailsFound(rows)).toEqual({ withEmail: 1, total: 3 });
  });
});
