import { describe, expect, it } from 'vitest';
import { fromPostgresError, PgrstError, statusForSqlState } from './errors.ts';
import { negotiateMedia, parsePreferences } from './preferences.ts';

describe('Prefer', () => {
  it.each([
    ['return=representation', { return: 'representation', applied: ['return=representation'] }],
    // supabase-js appends one Prefer per option: Headers joins them with ", ".
    [
      'resolution=merge-duplicates, return=representation, count=exact',
      {
        resolution: 'merge-duplicates',
        return: 'representation',
        count: 'exact',
        applied: ['resolution=merge-duplicates', 'return=representation', 'count=exact'],
      },
    ],
    [
      'missing=default,resolution=ignore-duplicates',
      { missing: 'default', resolution: 'ignore-duplicates' },
    ],
    ['handling=strict, max-affected=5', { handling: 'strict', maxAffected: 5 }],
    ['tx=rollback', { applied: [] }],
    ['count=bogus, frobnicate', { applied: [] }],
    [null, { applied: [] }],
  ])('reads %s', (header, expected) => {
    expect(parsePreferences(header)).toMatchObject(expected);
  });

  it('refuses unknown preferences under handling=strict with 400 PGRST122', () => {
    let error: unknown;
    try {
      parsePreferences('handling=strict, count=bogus, frobnicate');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PgrstError);
    expect(JSON.parse((error as PgrstError).body())).toEqual({
      code: 'PGRST122',
      details: 'Invalid preferences: count=bogus, frobnicate',
      hint: null,
      message: 'Invalid preferences given with handling=strict',
    });
  });
});

describe('Accept', () => {
  it.each([
    [null, false, false],
    ['*/*', false, false],
    ['application/json', false, false],
    ['application/vnd.pgrst.object+json', true, false],
    ['application/vnd.pgrst.object+json;nulls=stripped', true, true],
    ['application/vnd.pgrst.array+json;nulls=stripped', false, true],
    ['text/html, application/json;q=0.9', false, false],
    ['text/csv;q=0.5, application/vnd.pgrst.object+json', true, false],
  ])('%s -> single %s, strip nulls %s', (accept, single, stripNulls) => {
    expect(negotiateMedia(accept)).toMatchObject({ single, stripNulls });
  });

  it.each(['text/csv', 'application/geo+json', 'application/vnd.pgrst.plan+text'])(
    'answers 406 PGRST107 for %s',
    (accept) => {
      expect(() => negotiateMedia(accept)).toThrow(PgrstError);
      try {
        negotiateMedia(accept);
      } catch (error) {
        expect([(error as PgrstError).status, (error as PgrstError).code]).toEqual([
          406,
          'PGRST107',
        ]);
      }
    },
  );
});

describe('SQLSTATE to HTTP status (PostgREST mapSQLtoHTTP)', () => {
  it.each([
    ['23505', 'duplicate key', true, 409],
    ['23503', 'fk', true, 409],
    ['23502', 'not null', true, 400],
    ['23514', 'check', true, 400],
    ['22P02', 'invalid input', true, 400],
    ['42501', 'permission denied', false, 401],
    ['42501', 'permission denied', true, 403],
    ['42P01', 'undefined table', true, 404],
    ['42883', 'function f() does not exist', true, 404],
    ['P0001', 'raise', true, 400],
    ['P0002', 'no data found', true, 500],
    ['PT402', 'pay', true, 402],
    ['PTxyz', 'bad', true, 500],
    ['08006', 'connection failure', true, 503],
    ['53300', 'too many connections', true, 503],
    ['53400', 'config limit', true, 500],
    ['57P01', 'admin shutdown', true, 503],
    ['57014', 'canceled', true, 500],
    ['25006', 'read-only transaction', true, 405],
    ['21000', 'UPDATE requires a WHERE clause', true, 400],
    ['21000', 'more than one row returned by a subquery', true, 500],
    ['XX000', 'internal', true, 500],
    ['40001', 'serialization', true, 500],
    ['28000', 'invalid authorization', true, 403],
    ['22023', 'role "x" does not exist', true, 401],
    ['42P17', 'infinite recursion', true, 500],
    ['42703', 'undefined column', true, 400],
  ])('%s (%s), authed %s -> %i', (code, message, authed, status) => {
    expect(statusForSqlState(code, message, authed)).toBe(status);
  });

  it('keeps detail and hint of a Postgres error and adds WWW-Authenticate to a 401', () => {
    const raised = Object.assign(new Error('nope'), { code: '42501', detail: 'why', hint: 'how' });
    const error = fromPostgresError(raised, false);
    expect(JSON.parse(error.body())).toEqual({
      code: '42501',
      details: 'why',
      hint: 'how',
      message: 'nope',
    });
    expect(error.headers).toEqual({ 'WWW-Authenticate': 'Bearer' });
  });

  it('re-throws what is not a Postgres error', () => {
    expect(() => fromPostgresError(new TypeError('bug'), true)).toThrow(TypeError);
  });
});
