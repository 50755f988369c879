import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestHandler } from '../../../supabase/local/rest/rest-handler.ts';
import { createRestFixture, type RestFixture } from '../../support/local/rest-fixture.ts';

// Reads through the handler against a fresh PGlite with the fixture schema
// (owner-scoped folders, notes reached through their folder, RLS on both).

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const FOLDER_A = 'aaaaaaaa-0000-4000-8000-000000000001';
const FOLDER_B = 'aaaaaaaa-0000-4000-8000-000000000002';
const FOLDER_EMPTY = 'aaaaaaaa-0000-4000-8000-000000000003';
const FOLDER_BOB = 'bbbbbbbb-0000-4000-8000-000000000001';

let f: RestFixture;
let alice: string;
let bob: string;

beforeAll(async () => {
  f = await createRestFixture();
  alice = await f.token(ALICE);
  bob = await f.token(BOB);
  await f.db.exec(`
    insert into public.rt_folders (id, owner_id, name, description, created_at) values
      ('${FOLDER_A}', '${ALICE}', 'Alpha', null, '2026-01-01T10:00:00.123456Z'),
      ('${FOLDER_B}', '${ALICE}', 'Beta', 'second', '2026-01-02T10:00:00Z'),
      ('${FOLDER_EMPTY}', '${ALICE}', 'Empty', null, '2026-01-03T10:00:00Z'),
      ('${FOLDER_BOB}', '${BOB}', 'Bob''s', null, '2026-01-01T09:00:00Z');
    insert into public.rt_notes (folder_id, title, body, stars, tags, archived) values
      ('${FOLDER_A}', 'apple', 'red fruit', 5, '{fruit,red}', false),
      ('${FOLDER_A}', 'Avocado', null, 3, '{fruit,green}', false),
      ('${FOLDER_A}', 'asparagus', 'green', null, '{vegetable,green}', false),
      ('${FOLDER_A}', 'archived one', null, 1, '{}', true),
      ('${FOLDER_B}', 'banana', 'yellow', 4, '{fruit}', false),
      ('${FOLDER_BOB}', 'bob note', null, 2, '{}', false);
  `);
});

afterAll(async () => {
  await f.db.close();
});

async function json(response: Response): Promise<unknown> {
  return JSON.parse(await response.text());
}

describe('GET a table', () => {
  it('answers a JSON array built by Postgres, with Postgres timestamps and PostgREST headers', async () => {
    const response = await f.request(
      'GET',
      '/rt_folders?select=id,name,created_at&order=created_at.asc',
      { token: alice },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-range')).toBe('0-2/*');
    expect(response.headers.get('content-location')).toBe(
      '/rt_folders?order=created_at.asc&select=id%2Cname%2Ccreated_at',
    );
    const rows = (await json(response)) as { name: string; created_at: string }[];
    expect(rows.map((row) => row.name)).toEqual(['Alpha', 'Beta', 'Empty']);
    expect(rows[0]?.created_at).toBe('2026-01-01T10:00:00.123456+00:00');
  });

  it('shows each user only their rows (RLS) and the anonymous role nothing', async () => {
    const bobs = (await json(
      await f.request('GET', '/rt_folders?select=name', { token: bob }),
    )) as unknown[];
    expect(bobs).toEqual([{ name: "Bob's" }]);
    const anon = await f.request('GET', '/rt_folders');
    expect(anon.status).toBe(200);
    expect(await anon.text()).toBe('[]');
    expect(anon.headers.get('content-range')).toBe('*/*');
  });

  it('embeds a to-many count of the rows RLS shows, 0 when none, newest first', async () => {
    const response = await f.request(
      'GET',
      `/rt_folders?select=*,rt_notes(count)&owner_id=eq.${ALICE}&order=created_at.desc`,
      {
        token: alice,
      },
    );
    expect(response.status).toBe(200);
    const rows = (await json(response)) as {
      name: string;
      description: string | null;
      rt_notes: unknown;
    }[];
    expect(rows.map((row) => [row.name, row.rt_notes])).toEqual([
      ['Empty', [{ count: 0 }]],
      ['Beta', [{ count: 1 }]],
      ['Alpha', [{ count: 3 }]], // the archived note is hidden by RLS
    ]);
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'id',
      'owner_id',
      'name',
      'description',
      'created_at',
      'rt_notes',
    ]);
  });

  it('embeds to-many rows, to-one objects, aliases and !inner', async () => {
    const many = (await json(
      await f.request('GET', '/rt_folders?select=name,notes:rt_notes(title)&name=eq.Beta', {
        token: alice,
      }),
    )) as unknown[];
    expect(many).toEqual([{ name: 'Beta', notes: [{ title: 'banana' }] }]);

    const one = (await json(
      await f.request('GET', '/rt_notes?select=title,folder:rt_folders(name)&title=eq.banana', {
        token: alice,
      }),
    )) as unknown[];
    expect(one).toEqual([{ title: 'banana', folder: { name: 'Beta' } }]);

    const emptyEmbed = (await json(
      await f.request('GET', '/rt_folders?select=name,rt_notes!inner()&order=name', {
        token: alice,
      }),
    )) as unknown[];
    expect(emptyEmbed).toEqual([{ name: 'Alpha' }, { name: 'Beta' }]);
    const nothing = await f.request('GET', `/rt_folders?select=&id=eq.${FOLDER_A}`, {
      token: alice,
    });
    expect(await nothing.text()).toBe('[{}]');

    const inner = (await json(
      await f.request('GET', '/rt_folders?select=name,rt_notes!inner(count)&order=name', {
        token: alice,
      }),
    )) as { name: string }[];
    expect(inner.map((row) => row.name)).toEqual(['Alpha', 'Beta']);
  });

  it('filters, orders and pages embedded rows without dropping parents, unless !inner', async () => {
    const rows = (await json(
      await f.request(
        'GET',
        '/rt_folders?select=name,rt_notes(title)&rt_notes.title=like.a*&rt_notes.order=title.desc&rt_notes.limit=1&order=name',
        { token: alice },
      ),
    )) as unknown[];
    expect(rows).toEqual([
      { name: 'Alpha', rt_notes: [{ title: 'asparagus' }] },
      { name: 'Beta', rt_notes: [] },
      { name: 'Empty', rt_notes: [] },
    ]);
    const counted = (await json(
      await f.request(
        'GET',
        '/rt_folders?select=name,n:rt_notes!inner(count)&n.stars=gte.4&order=name',
        { token: alice },
      ),
    )) as unknown[];
    expect(counted).toEqual([
      { name: 'Alpha', n: [{ count: 1 }] },
      { name: 'Beta', n: [{ count: 1 }] },
    ]);
    const logic = (await json(
      await f.request(
        'GET',
        '/rt_folders?select=name,rt_notes!inner(title)&rt_notes.or=(title.eq.banana,stars.is.null)&order=name',
        {
          token: alice,
        },
      ),
    )) as unknown[];
    expect(logic).toEqual([
      { name: 'Alpha', rt_notes: [{ title: 'asparagus' }] },
      { name: 'Beta', rt_notes: [{ title: 'banana' }] },
    ]);
  });

  it('answers 400 PGRST108 for a filter on a resource the select does not embed', async () => {
    const response = await f.request('GET', '/rt_folders?select=name&rt_notes.title=eq.x', {
      token: alice,
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      code: 'PGRST108',
      details: null,
      hint: "Verify that 'rt_notes' is included in the 'select' query parameter.",
      message: "'rt_notes' is not an embedded resource in this request",
    });
  });

  it.each([
    ['title=eq.apple', ['apple']],
    ['title=neq.apple', ['Avocado', 'asparagus', 'banana']],
    ['stars=gt.3', ['apple', 'banana']],
    ['stars=gte.4', ['apple', 'banana']],
    ['stars=lt.4', ['Avocado']],
    ['stars=lte.3', ['Avocado']],
    ['title=in.(apple,banana,missing)', ['apple', 'banana']],
    ['title=not.in.(apple,banana)', ['Avocado', 'asparagus']],
    ['stars=is.null', ['asparagus']],
    ['stars=not.is.null', ['Avocado', 'apple', 'banana']],
    ['body=is.null', ['Avocado']],
    ['title=like.a*', ['apple', 'asparagus']],
    ['title=ilike.a*', ['Avocado', 'apple', 'asparagus']],
    ['title=not.ilike.*a*', []],
    ['title=match.^a.*s$', ['asparagus']],
    ['tags=cs.{green}', ['Avocado', 'asparagus']],
    ['tags=ov.{red,vegetable}', ['apple', 'asparagus']],
    ['title=isdistinct.apple', ['Avocado', 'asparagus', 'banana']],
    ['body=fts(english).fruits', ['apple']],
    ['archived=is.false&stars=gte.3&title=like.*a*', ['Avocado', 'apple', 'banana']],
    ['body=is.not_null&stars=not.is.null', ['apple', 'banana']],
    ['or=(stars.gte.5,title.eq.banana)', ['apple', 'banana']],
    ['or=(stars.is.null,and(stars.lt.4,title.like.A*))', ['Avocado', 'asparagus']],
    ['not.or=(stars.gte.4,stars.is.null)&title=neq.x', ['Avocado']],
    ['or=(title.in.(apple,banana),tags.cs.{vegetable})', ['apple', 'asparagus', 'banana']],
    ['title=eq(any).{apple,banana}', ['apple', 'banana']],
    ['title=like(any).{a*,*na}', ['apple', 'asparagus', 'banana']],
    ['tags=not.cs.{fruit}', ['asparagus']],
  ])('filters %s', async (filter, titles) => {
    const response = await f.request('GET', `/rt_notes?select=title&${filter}&order=title`, {
      token: alice,
    });
    expect(response.status).toBe(200);
    const rows = (await json(response)) as { title: string }[];
    expect(rows.map((row) => row.title)).toEqual(titles);
  });

  it.each([
    ['stars.desc.nullslast,title', ['apple', 'banana', 'Avocado', 'asparagus']],
    ['stars.desc.nullsfirst', ['asparagus', 'apple', 'banana', 'Avocado']],
    ['stars.asc', ['Avocado', 'banana', 'apple', 'asparagus']],
  ])('orders by %s', async (order, titles) => {
    const rows = (await json(
      await f.request('GET', `/rt_notes?select=title&order=${order}`, { token: alice }),
    )) as {
      title: string;
    }[];
    expect(rows.map((row) => row.title)).toEqual(titles);
  });

  it('pages with limit and offset; count=exact gives the total and 206 for a partial page', async () => {
    const page = await f.request('GET', '/rt_notes?select=title&order=title&limit=2&offset=1', {
      token: alice,
      headers: { prefer: 'count=exact' },
    });
    expect(page.status).toBe(206);
    expect(page.headers.get('content-range')).toBe('1-2/4');
    expect(page.headers.get('preference-applied')).toBe('count=exact');
    expect(await json(page)).toEqual([{ title: 'apple' }, { title: 'asparagus' }]);

    const all = await f.request('GET', '/rt_notes?select=title', {
      token: alice,
      headers: { prefer: 'count=exact' },
    });
    expect([all.status, all.headers.get('content-range')]).toEqual([200, '0-3/4']);

    const none = await f.request('GET', '/rt_notes?limit=0', { token: alice });
    expect([none.status, await none.text()]).toEqual([200, '[]']);

    const beyond = await f.request('GET', '/rt_notes?offset=10', {
      token: alice,
      headers: { prefer: 'count=exact' },
    });
    expect(beyond.status).toBe(416);
    expect(await json(beyond)).toEqual({
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 4 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
  });

  it.each([
    ['0-1', '', 'Avocado,apple', '0-1/4'],
    ['1-', 'limit=2', 'apple', '1-1/4'],
    ['2-9', 'offset=1&limit=2', 'asparagus', '2-2/4'],
  ])('honours the Range header %s with %s', async (range, query, titles, contentRange) => {
    const response = await f.request('GET', `/rt_notes?select=title&order=title.asc&${query}`, {
      token: alice,
      headers: { range, prefer: 'count=exact' },
    });
    const rows = (await json(response)) as { title: string }[];
    expect(rows.map((row) => row.title).join(',')).toBe(titles);
    expect(response.headers.get('content-range')).toBe(contentRange);
  });

  it('refuses a Range header whose first row is after its last with 416', async () => {
    const response = await f.request('GET', '/rt_notes', {
      token: alice,
      headers: { range: '5-2' },
    });
    expect(response.status).toBe(416);
    expect(((await json(response)) as { code: string }).code).toBe('PGRST103');
  });

  it('cuts reads and function results at max-rows (db-max-rows), not below a smaller limit', async () => {
    const handler = createRestHandler({ db: f.db, config: f.config, maxRows: 2 });
    const get = (path: string, headers: Record<string, string> = {}) =>
      handler(
        new Request(`http://127.0.0.1:54321/rest/v1${path}`, {
          headers: { authorization: `Bearer ${alice}`, ...headers },
        }),
        path.split('?')[0] as string,
      );
    const capped = await get('/rt_notes?select=title&order=title', { prefer: 'count=exact' });
    expect([capped.status, capped.headers.get('content-range')]).toEqual([206, '0-1/4']);
    expect(await json(capped)).toEqual([{ title: 'Avocado' }, { title: 'apple' }]);
    const smaller = await get('/rt_notes?select=title&order=title&limit=1');
    expect(await json(smaller)).toEqual([{ title: 'Avocado' }]);
    expect(await (await get('/rpc/rt_numbers?n=5')).text()).toBe('[1, 2]');
  });

  it('HEAD answers the headers without a body', async () => {
    const response = await f.request('HEAD', '/rt_notes', {
      token: alice,
      headers: { prefer: 'count=exact' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('0-3/4');
    expect(await response.text()).toBe('');
  });
});

describe('schema changes after the first request', () => {
  it('sees a table, a column and a relationship added later (the cache reloads on a miss)', async () => {
    expect((await f.request('GET', '/rt_folders?select=name', { token: alice })).status).toBe(200);
    await f.db.exec(`
      create table public.rt_labels (id serial primary key, folder_id uuid references public.rt_folders (id), label text);
      grant select, insert on public.rt_labels to authenticated;
      grant usage on all sequences in schema public to authenticated;
      insert into public.rt_labels (folder_id, label) values ('${FOLDER_B}', 'hot');
    `);
    const embed = await f.request('GET', '/rt_folders?select=name,rt_labels(label)&name=eq.Beta', {
      token: alice,
    });
    expect([embed.status, await json(embed)]).toEqual([
      200,
      [{ name: 'Beta', rt_labels: [{ label: 'hot' }] }],
    ]);

    await f.db.exec(
      'alter table public.rt_labels add column colour text; grant insert (colour) on public.rt_labels to authenticated;',
    );
    const insert = await f.request('POST', '/rt_labels', {
      token: alice,
      body: { folder_id: FOLDER_B, label: 'x', colour: 'red' },
    });
    expect(insert.status).toBe(201);
  });
});

describe('single object (application/vnd.pgrst.object+json)', () => {
  const single = { accept: 'application/vnd.pgrst.object+json' };

  it('answers the one row as an object', async () => {
    const response = await f.request('GET', `/rt_folders?select=name&id=eq.${FOLDER_A}`, {
      token: alice,
      headers: single,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.pgrst.object+json; charset=utf-8',
    );
    expect(await json(response)).toEqual({ name: 'Alpha' });
  });

  it.each([
    [`id=eq.${FOLDER_BOB}`, 0], // exists, but RLS hides it
    ['name=eq.nothing', 0],
    ['order=name', 3],
  ])('answers 406 PGRST116 for %s', async (filter, rows) => {
    const response = await f.request('GET', `/rt_folders?${filter}`, {
      token: alice,
      headers: single,
    });
    expect(response.status).toBe(406);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe(
      JSON.stringify({
        code: 'PGRST116',
        details: `The result contains ${rows} rows`,
        hint: null,
        message: 'Cannot coerce the result to a single JSON object',
      }),
    );
  });

  it('strips nulls when asked to (supabase-js stripNulls)', async () => {
    const response = await f.request(
      'GET',
      `/rt_folders?select=name,description&id=eq.${FOLDER_A}`,
      {
        token: alice,
        headers: { accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
      },
    );
    expect(await json(response)).toEqual({ name: 'Alpha' });
  });
});

describe('read errors', () => {
  it.each([
    [
      '/rt_folder',
      404,
      {
        code: 'PGRST205',
        details: null,
        hint: "Perhaps you meant the table 'public.rt_folders'",
        message: "Could not find the table 'public.rt_folder' in the schema cache",
      },
    ],
    [
      '/nothing_like_it',
      404,
      {
        code: 'PGRST205',
        details: null,
        hint: null,
        message: "Could not find the table 'public.nothing_like_it' in the schema cache",
      },
    ],
    [
      '/rt_folders?select=*,nope(count)',
      400,
      {
        code: 'PGRST200',
        details:
          "Searched for a foreign key relationship between 'rt_folders' and 'nope' in the schema 'public', but no matches were found.",
        hint: null,
        message:
          "Could not find a relationship between 'rt_folders' and 'nope' in the schema cache",
      },
    ],
    [
      '/rt_folders?select=*,rt_private(*)',
      400,
      {
        code: 'PGRST200',
        details:
          "Searched for a foreign key relationship between 'rt_folders' and 'rt_private' in the schema 'public', but no matches were found.",
        hint: null,
        message:
          "Could not find a relationship between 'rt_folders' and 'rt_private' in the schema cache",
      },
    ],
  ])('GET %s answers %i', async (path, status, body) => {
    const response = await f.request('GET', path, { token: alice });
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(JSON.stringify(body));
  });

  it.each(['/rt_folders?select=nope', '/rt_folders?nope=eq.1', '/rt_folders?order=nope'])(
    'passes Postgres 42703 for an unknown column: %s',
    async (path) => {
      const response = await f.request('GET', path, { token: alice });
      expect(response.status).toBe(400);
      const body = (await json(response)) as { code: string; message: string };
      expect(body.code).toBe('42703');
      expect(body.message).toBe('column rt_folders.nope does not exist');
    },
  );

  it('answers 400 PGRST100 for a malformed filter, never a guess', async () => {
    const response = await f.request('GET', '/rt_folders?name=not.eqq.x', { token: alice });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      code: 'PGRST100',
      details: 'unexpected "e" expecting operator (eq, gt, ...)',
      hint: null,
      message: '"failed to parse filter (not.eqq.x)" (line 1, column 5)',
    });
    // PostgREST 13+ no longer ignores a parameter that is not a filter.
    const typo = await f.request('GET', '/rt_folders?name=Alpha', { token: alice });
    expect([typo.status, ((await json(typo)) as { code: string }).code]).toEqual([400, 'PGRST100']);
  });

  it('answers 400 for a value of the wrong type (22P02)', async () => {
    const response = await f.request('GET', '/rt_notes?stars=eq.many', { token: alice });
    expect(response.status).toBe(400);
    expect(((await json(response)) as { code: string }).code).toBe('22P02');
  });

  it.each([
    ['accept-profile', 'private', 'GET'],
    ['content-profile', 'auth', 'POST'],
  ])('refuses %s: %s with 406 PGRST106', async (header, schema, method) => {
    const response = await f.request(method, '/rt_folders', {
      token: alice,
      headers: { [header]: schema },
      body: method === 'POST' ? {} : undefined,
    });
    expect(response.status).toBe(406);
    expect(await json(response)).toEqual({
      code: 'PGRST106',
      details: null,
      hint: 'Only the following schemas are exposed: public',
      message: `Invalid schema: ${schema}`,
    });
  });

  it('ignores an apikey query parameter, which the gateway consumes', async () => {
    const response = await f.request('GET', `/rt_folders?select=name&apikey=${f.config.anonKey}`, {
      token: alice,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-location')).toBe('/rt_folders?select=name');
  });

  it('accepts Accept-Profile: public', async () => {
    const response = await f.request('GET', '/rt_folders', {
      token: alice,
      headers: { 'accept-profile': 'public' },
    });
    expect(response.status).toBe(200);
  });

  it('answers 406 PGRST107 for a media type it cannot produce', async () => {
    const response = await f.request('GET', '/rt_folders', {
      token: alice,
      headers: { accept: 'text/csv' },
    });
    expect(response.status).toBe(406);
    expect(((await json(response)) as { code: string }).code).toBe('PGRST107');
  });

  it.each(['/rt_folders/extra', '/%E0%A4%A'])(
    'answers 404 PGRST125 for the path %s',
    async (path) => {
      const response = await f.request('GET', path, { token: alice });
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({
        code: 'PGRST125',
        details: null,
        hint: null,
        message: 'Invalid path specified in request URL',
      });
    },
  );

  it.each([
    ['PUT', 400, 'PGRST127'],
    ['PROPFIND', 405, 'PGRST117'],
  ])('answers %s with %i %s', async (method, status, code) => {
    const response = await f.request(method, '/rt_folders?id=eq.1', { token: alice });
    expect(response.status).toBe(status);
    expect(((await json(response)) as { code: string }).code).toBe(code);
  });
});
