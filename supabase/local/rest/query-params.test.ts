import { describe, expect, it } from 'vitest';
import { PgrstError } from './errors.ts';
import {
  parseColumnList,
  parseOrder,
  parseQueryParams,
  parseSelect,
  type Filter,
} from './query-params.ts';

function params(query: string) {
  return parseQueryParams(new URLSearchParams(query));
}

function errorOf(fn: () => unknown): PgrstError {
  try {
    fn();
  } catch (error) {
    if (error instanceof PgrstError) return error;
    throw error;
  }
  throw new Error('expected a PgrstError');
}

describe('select', () => {
  it.each([
    ['*', [{ kind: 'star' }]],
    [
      'id,name',
      [
        { kind: 'field', name: 'id' },
        { kind: 'field', name: 'name' },
      ],
    ],
    ['label:name', [{ kind: 'field', name: 'name', alias: 'label' }]],
    ['"quoted, name"', [{ kind: 'field', name: 'quoted, name' }]],
    ['first-name', [{ kind: 'field', name: 'first-name' }]],
    [
      '*,business_list_items(count)',
      [
        { kind: 'star' },
        {
          kind: 'embed',
          relation: 'business_list_items',
          inner: false,
          children: [{ kind: 'field', name: 'count' }],
        },
      ],
    ],
    [
      'name,items:business_list_items!inner(id,name)',
      [
        { kind: 'field', name: 'name' },
        {
          kind: 'embed',
          relation: 'business_list_items',
          alias: 'items',
          inner: true,
          children: [
            { kind: 'field', name: 'id' },
            { kind: 'field', name: 'name' },
          ],
        },
      ],
    ],
    [
      'a(b(*))',
      [
        {
          kind: 'embed',
          relation: 'a',
          inner: false,
          children: [{ kind: 'embed', relation: 'b', inner: false, children: [{ kind: 'star' }] }],
        },
      ],
    ],
    ['', []],
    [
      'name,rt_notes!inner()',
      [
        { kind: 'field', name: 'name' },
        { kind: 'embed', relation: 'rt_notes', inner: true, children: [] },
      ],
    ],
  ])('parses %s', (input, expected) => {
    expect(parseSelect(input)).toEqual(expected.map((item) => JSON.parse(JSON.stringify(item))));
  });

  it.each([
    ['id,', 'PGRST100'],
    ['items(id', 'PGRST100'],
    ['*x', 'PGRST100'],
    ['id name)', 'PGRST100'],
    ['count()', 'PGRST123'],
    ['stars.sum()', 'PGRST123'],
    ['items(count())', 'PGRST123'],
    ['data->key', 'PGRST127'],
    ['id::text', 'PGRST127'],
    ['...items(*)', 'PGRST127'],
    ['items!fk_hint(*)', 'PGRST127'],
  ])('refuses %s with %s', (input, code) => {
    const error = errorOf(() => parseSelect(input));
    expect(error.code).toBe(code);
    expect(error.status).toBe(400);
  });

  it('words the parse error like PostgREST', () => {
    const error = errorOf(() => parseSelect('id,'));
    expect(error.message).toBe('"failed to parse select parameter (id,)" (line 1, column 4)');
    expect(error.details).toMatch(/^unexpected end of input expecting/);
  });
});

describe('filters', () => {
  const cases: [string, Filter][] = [
    ['id=eq.5', { column: 'id', negate: false, operation: { op: 'eq', value: '5' } }],
    ['id=neq.5', { column: 'id', negate: false, operation: { op: 'neq', value: '5' } }],
    ['n=gt.1', { column: 'n', negate: false, operation: { op: 'gt', value: '1' } }],
    ['n=gte.1', { column: 'n', negate: false, operation: { op: 'gte', value: '1' } }],
    ['n=lt.1', { column: 'n', negate: false, operation: { op: 'lt', value: '1' } }],
    ['n=lte.1', { column: 'n', negate: false, operation: { op: 'lte', value: '1' } }],
    [
      'name=like.*a.b*',
      { column: 'name', negate: false, operation: { op: 'like', value: '*a.b*' } },
    ],
    ['name=ilike.*A*', { column: 'name', negate: false, operation: { op: 'ilike', value: '*A*' } }],
    [
      'id=in.(1,2,3)',
      { column: 'id', negate: false, operation: { op: 'in', values: ['1', '2', '3'] } },
    ],
    [
      'name=in.("a,b",c)',
      { column: 'name', negate: false, operation: { op: 'in', values: ['a,b', 'c'] } },
    ],
    ['id=in.()', { column: 'id', negate: false, operation: { op: 'in', values: [] } }],
    ['d=is.null', { column: 'd', negate: false, operation: { op: 'is', value: 'null' } }],
    ['d=is.NULL', { column: 'd', negate: false, operation: { op: 'is', value: 'null' } }],
    ['b=is.true', { column: 'b', negate: false, operation: { op: 'is', value: 'true' } }],
    ['b=is.false', { column: 'b', negate: false, operation: { op: 'is', value: 'false' } }],
    ['d=not.is.null', { column: 'd', negate: true, operation: { op: 'is', value: 'null' } }],
    ['id=not.in.(1)', { column: 'id', negate: true, operation: { op: 'in', values: ['1'] } }],
    [
      't=fts(english).cat',
      { column: 't', negate: false, operation: { op: 'fts', language: 'english', value: 'cat' } },
    ],
    [
      't=wfts.cat dog',
      {
        column: 't',
        negate: false,
        operation: { op: 'wfts', language: undefined, value: 'cat dog' },
      },
    ],
    [
      'published_at=lte.2026-01-01T00:00:00.000Z',
      {
        column: 'published_at',
        negate: false,
        operation: { op: 'lte', value: '2026-01-01T00:00:00.000Z' },
      },
    ],
    ['"my col"=eq.x', { column: 'my col', negate: false, operation: { op: 'eq', value: 'x' } }],
    ['d=is.not_null', { column: 'd', negate: false, operation: { op: 'is', value: 'not_null' } }],
    [
      'id=eq(any).{1,2}',
      { column: 'id', negate: false, operation: { op: 'eq', value: '{1,2}', quantifier: 'any' } },
    ],
    [
      't=not.like(all).{a*,*b}',
      { column: 't', negate: true, operation: { op: 'like', value: '{a*,*b}', quantifier: 'all' } },
    ],
  ];
  it.each(cases)('parses %s', (query, expected) => {
    expect(params(query).filters).toEqual([expected]);
  });

  it.each([
    ['d=is.maybe', 'PGRST100', 'failed to parse filter (is.maybe)'],
    ['id=in.1,2', 'PGRST100', 'failed to parse filter (in.1,2)'],
    ['id=not.eqq.1', 'PGRST100', 'failed to parse filter (not.eqq.1)'],
    ['id=neq(any).{1,2}', 'PGRST100', 'failed to parse filter (neq(any).{1,2})'],
    ['id=eqq.1', 'PGRST100', 'failed to parse filter (eqq.1)'],
    ['id=5', 'PGRST100', 'failed to parse filter (5)'],
    ['data->>k=eq.1', 'PGRST127', 'Feature not implemented'],
    ['or=(a.eq.1,b.eqq.2)', 'PGRST100', 'failed to parse logic tree'],
    ['or=(a.eq.1', 'PGRST100', 'failed to parse logic tree'],
    ['or=a.eq.1', 'PGRST100', 'failed to parse logic tree'],
  ])('refuses %s', (query, code, message) => {
    const error = errorOf(() => params(query));
    expect(error.code).toBe(code);
    expect(error.message).toContain(message);
    expect(error.status).toBe(400);
  });

  it('words an unknown operator like PostgREST (Parsec position and expectation)', () => {
    const plain = errorOf(() => params('id=noop.0'));
    expect([plain.message, plain.details]).toEqual([
      '"failed to parse filter (noop.0)" (line 1, column 1)',
      'unexpected "o" expecting "not" or operator (eq, gt, ...)',
    ]);
    const value = errorOf(() => params('id=val'));
    expect(value.details).toBe('unexpected "v" expecting "not" or operator (eq, gt, ...)');
  });

  it('takes parameters without an operator as arguments of a GET function call only', () => {
    const parsed = parseQueryParams(new URLSearchParams('a=1&b=hello&c=eq.1&d=not.is.null'), true);
    expect(parsed.rpcParams).toEqual([
      ['a', '1'],
      ['b', 'hello'],
    ]);
    expect(parsed.filters.map((filter) => filter.column)).toEqual(['c', 'd']);
    expect(errorOf(() => params('a=1')).code).toBe('PGRST100');
  });
});

describe('embedded resources', () => {
  it('collects filters, logic, order and ranges per embed path', () => {
    const parsed = params(
      'select=*,items(*,tags(*))&items.title=eq.x&items.not.or=(a.eq.1,b.eq.2)&items.order=created_at.desc&items.limit=2&items.offset=1&items.tags.name=like.a*&"odd.name".x=is.null',
    );
    expect(parsed.filters).toEqual([]);
    expect(parsed.embedded.get('items')).toEqual({
      filters: [{ column: 'title', negate: false, operation: { op: 'eq', value: 'x' } }],
      logic: [expect.objectContaining({ kind: 'expr', negate: true, operator: 'or' })],
      order: [{ column: 'created_at', direction: 'desc' }],
      limit: 2,
      offset: 1,
    });
    expect(parsed.embedded.get('items.tags')?.filters).toEqual([
      { column: 'name', negate: false, operation: { op: 'like', value: 'a*' } },
    ]);
    expect(parsed.embedded.get('odd.name')?.filters[0]?.operation).toEqual({
      op: 'is',
      value: 'null',
    });
  });

  it('refuses a negative embedded limit with 416 PGRST103', () => {
    const error = errorOf(() => params('items.limit=-1'));
    expect([error.status, error.code]).toEqual([416, 'PGRST103']);
  });
});

describe('logic trees', () => {
  const eq = (column: string, value: string, negate = false) => ({
    kind: 'filter',
    filter: { column, negate, operation: { op: 'eq', value } },
  });
  it.each([
    [
      'or=(a.eq.1,b.eq.2)',
      { kind: 'expr', negate: false, operator: 'or', children: [eq('a', '1'), eq('b', '2')] },
    ],
    [
      'not.and=(a.eq.1,b.not.eq.2)',
      { kind: 'expr', negate: true, operator: 'and', children: [eq('a', '1'), eq('b', '2', true)] },
    ],
    [
      'or=(a.eq.1,and(b.eq.2,not.or(c.eq.3,d.eq.4)))',
      {
        kind: 'expr',
        negate: false,
        operator: 'or',
        children: [
          eq('a', '1'),
          {
            kind: 'expr',
            negate: false,
            operator: 'and',
            children: [
              eq('b', '2'),
              {
                kind: 'expr',
                negate: true,
                operator: 'or',
                children: [eq('c', '3'), eq('d', '4')],
              },
            ],
          },
        ],
      },
    ],
    [
      'or=(name.eq."a,b",id.in.(1,2),tags.cs.{x,y},d.is.null,t.ilike.*x*)',
      {
        kind: 'expr',
        negate: false,
        operator: 'or',
        children: [
          eq('name', 'a,b'),
          {
            kind: 'filter',
            filter: { column: 'id', negate: false, operation: { op: 'in', values: ['1', '2'] } },
          },
          {
            kind: 'filter',
            filter: { column: 'tags', negate: false, operation: { op: 'cs', value: '{x,y}' } },
          },
          {
            kind: 'filter',
            filter: { column: 'd', negate: false, operation: { op: 'is', value: 'null' } },
          },
          {
            kind: 'filter',
            filter: { column: 't', negate: false, operation: { op: 'ilike', value: '*x*' } },
          },
        ],
      },
    ],
  ])('parses %s', (query, expected) => {
    expect(params(query).logic).toEqual([expected]);
  });
});

describe('order, limit, offset and the rest', () => {
  it.each([
    ['created_at.desc', [{ column: 'created_at', direction: 'desc' }]],
    ['name', [{ column: 'name' }]],
    [
      'a.asc,b.desc.nullslast',
      [
        { column: 'a', direction: 'asc' },
        { column: 'b', direction: 'desc', nulls: 'last' },
      ],
    ],
    ['a.nullsfirst', [{ column: 'a', nulls: 'first' }]],
  ])('order=%s', (input, expected) => {
    expect(parseOrder(input)).toEqual(expected);
  });

  it.each(['id.ac', 'id.descc', 'id.asc.nlsfst', 'id,'])('refuses order=%s', (input) => {
    const error = errorOf(() => parseOrder(input));
    expect(error.code).toBe('PGRST100');
    expect(error.message).toContain(`"failed to parse order (${input})"`);
  });

  it('reads limit and offset, ignoring non-numbers as PostgREST does', () => {
    expect(params('limit=10&offset=20')).toMatchObject({ limit: 10, offset: 20 });
    expect(params('limit=ten')).toMatchObject({ limit: undefined, offset: 0 });
  });

  it('refuses a negative limit with 416 PGRST103', () => {
    const error = errorOf(() => params('limit=-1'));
    expect([error.status, error.code, error.details]).toEqual([
      416,
      'PGRST103',
      'Limit should be greater than or equal to zero.',
    ]);
  });

  it('reads the quoted columns list supabase-js sends and on_conflict', () => {
    const parsed = params('columns=%22user_id%22,%22name%22&on_conflict=owner_id,name');
    expect(parsed.columns).toEqual(['user_id', 'name']);
    expect(parsed.onConflict).toEqual(['owner_id', 'name']);
    expect(parseColumnList('"a","b"', 'columns parameter')).toEqual(['a', 'b']);
  });

  it('defaults select to * and sorts the canonical query string', () => {
    const parsed = params('order=id&select=id&id=eq.1');
    expect(parsed.selectGiven).toBe(true);
    expect(parsed.canonical).toBe('id=eq.1&order=id&select=id');
    expect(params('').select).toEqual([{ kind: 'star' }]);
  });
});

describe('nesting limits', () => {
  it.each([
    ['or', 'or=(' + 'or('.repeat(10_000) + 'a.eq.1' + ')'.repeat(10_001)],
    ['not.and', 'not.and=(' + 'not.and('.repeat(10_000) + 'a.eq.1' + ')'.repeat(10_001)],
    ['select', 'select=' + 'a('.repeat(10_000) + '*' + ')'.repeat(10_000)],
  ])('answers 10,000 nested %s levels with 400 PGRST100, not a stack overflow', (_what, query) => {
    const error = errorOf(() => params(query));
    expect(error.status).toBe(400);
    expect(error.code).toBe('PGRST100');
    expect(error.details).toBe('nesting deeper than 50 levels');
  });

  it('still parses trees nested 50 levels deep', () => {
    const query = 'or=(' + 'and('.repeat(49) + 'a.eq.1' + ')'.repeat(50);
    expect(params(query).logic).toHaveLength(1);
  });
});
