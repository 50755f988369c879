import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestFixture, type RestFixture } from '../../support/local/rest-fixture.ts';

// Inserts, upserts, updates and deletes through the handler, each test with
// users of its own so the order of tests does not matter.

let f: RestFixture;

beforeAll(async () => {
  f = await createRestFixture();
});

afterAll(async () => {
  await f.db.close();
});

async function json(response: Response): Promise<unknown> {
  return JSON.parse(await response.text());
}

async function user(): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  return { id, token: await f.token(id) };
}

async function folderOf(owner: string, name = 'Folder'): Promise<string> {
  const id = randomUUID();
  await f.db.query('insert into public.rt_folders (id, owner_id, name) values ($1, $2, $3)', [
    id,
    owner,
    name,
  ]);
  return id;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await f.db.query<{ n: number }>(`select count(*)::int as n ${sql}`, params);
  return rows[0]?.n ?? -1;
}

const representation = { prefer: 'return=representation' };
const single = { accept: 'application/vnd.pgrst.object+json' };

describe('POST (insert)', () => {
  it('answers 201 with an empty body by default (return=minimal)', async () => {
    const { id, token } = await user();
    const response = await f.request('POST', '/rt_folders', {
      token,
      body: { name: ' Leads ', description: null },
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('');
    expect(response.headers.get('content-range')).toBe('*/*');
    expect(await count('from public.rt_folders where owner_id = $1', [id])).toBe(1);
  });

  it('answers 201 with the object for insert().select().single()', async () => {
    const { id, token } = await user();
    const response = await f.request('POST', '/rt_folders?select=*', {
      token,
      body: { owner_id: id, name: 'Mine', description: null },
      headers: { ...representation, ...single },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.pgrst.object+json; charset=utf-8',
    );
    const row = (await json(response)) as Record<string, unknown>;
    expect(Object.keys(row)).toEqual(['id', 'owner_id', 'name', 'description', 'created_at']);
    expect(row).toMatchObject({ owner_id: id, name: 'Mine', description: null });
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
  });

  it('returns only the selected columns, embeds included', async () => {
    const { token } = await user();
    const response = await f.request('POST', '/rt_folders?select=name,rt_notes(count)', {
      token,
      body: [{ name: 'One' }, { name: 'Two' }],
      headers: representation,
    });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual([
      { name: 'One', rt_notes: [{ count: 0 }] },
      { name: 'Two', rt_notes: [{ count: 0 }] },
    ]);
  });

  it('rolls back and answers 406 when a single object was asked for and two rows were written', async () => {
    const { id, token } = await user();
    const response = await f.request('POST', '/rt_folders', {
      token,
      body: [{ name: 'A' }, { name: 'B' }],
      headers: { ...representation, ...single },
    });
    expect(response.status).toBe(406);
    expect(((await json(response)) as { details: string }).details).toBe(
      'The result contains 2 rows',
    );
    expect(await count('from public.rt_folders where owner_id = $1', [id])).toBe(0);
  });

  it('fills keys missing from some objects with NULL, or with the default under Prefer: missing=default', async () => {
    const { id, token } = await user();
    const folder = await folderOf(id);
    const columns = 'columns=%22folder_id%22,%22title%22,%22stars%22';
    const plain = await f.request('POST', `/rt_notes?${columns}&select=title,stars`, {
      token,
      body: [
        { folder_id: folder, title: 'with', stars: 2 },
        { folder_id: folder, title: 'without' },
      ],
      headers: representation,
    });
    expect(await json(plain)).toEqual([
      { title: 'with', stars: 2 },
      { title: 'without', stars: null },
    ]);
    const defaulted = await f.request('POST', `/rt_notes?${columns}&select=title,stars`, {
      token,
      body: [{ folder_id: folder, title: 'defaulted' }],
      headers: { prefer: 'return=representation,missing=default' },
    });
    expect(await json(defaulted)).toEqual([{ title: 'defaulted', stars: 0 }]);
  });

  it.each([
    ['[{"name":"a"},{"name":"b","description":"x"}]', 'All object keys must match'],
    ['{"name":', 'Empty or invalid json'],
    ['', 'Empty or invalid json'],
    ['[1,2]', 'All object keys must match'],
  ])('refuses the body %s with 400 PGRST102', async (body, message) => {
    const { token } = await user();
    const response = await f.request('POST', '/rt_folders', { token, body });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ code: 'PGRST102', details: null, hint: null, message });
  });

  it.each([
    ['/rt_folders', { name: 'x', colour: 'red' }],
    ['/rt_folders?columns=name,colour', { name: 'x' }],
  ])('refuses an unknown column with 400 PGRST204 (%s)', async (path, body) => {
    const { token } = await user();
    const response = await f.request('POST', path, { token, body });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      code: 'PGRST204',
      details: null,
      hint: null,
      message: "Could not find the 'colour' column of 'rt_folders' in the schema cache",
    });
  });

  // Postgres leaves the key values out of the detail when the table has RLS, as behind PostgREST.
  it('answers 409 23505 for a duplicate', async () => {
    const { id, token } = await user();
    await folderOf(id, 'Dup');
    const response = await f.request('POST', '/rt_folders', { token, body: { name: 'Dup' } });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({
      code: '23505',
      details: null,
      hint: null,
      message: 'duplicate key value violates unique constraint "rt_folders_owner_id_name_key"',
    });
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['a foreign key violation', { folder_id: randomUUID(), title: 't' }, 409, '23503'],
    ['a not-null violation', { folder_id: null, title: 't' }, 400, '23502'],
  ])('maps %s', async (_label, body, status, code) => {
    const response = await f.request('POST', '/rt_notes', { token: f.config.serviceRoleKey, body });
    expect(response.status).toBe(status);
    expect(((await json(response)) as { code: string }).code).toBe(code);
  });

  it('answers 401 42501 to the anonymous role and 403 to a user when RLS refuses the new row', async () => {
    const victim = randomUUID();
    const anon = await f.request('POST', '/rt_folders', { body: { name: 'x', owner_id: victim } });
    expect(anon.status).toBe(401);
    expect(anon.headers.get('www-authenticate')).toBe('Bearer');
    const expected = {
      code: '42501',
      details: null,
      hint: null,
      message: 'new row violates row-level security policy for table "rt_folders"',
    };
    expect(await json(anon)).toEqual(expected);

    const { token } = await user();
    const other = await f.request('POST', '/rt_folders', {
      token,
      body: { name: 'x', owner_id: victim },
    });
    expect(other.status).toBe(403);
    expect(await json(other)).toEqual(expected);
    expect(await count('from public.rt_folders where owner_id = $1', [victim])).toBe(0);
  });

  it('writes to a table it may not read when no representation is asked for (RETURNING 1, as PostgREST)', async () => {
    const minimal = await f.request('POST', '/rt_inbox', { body: { body: 'hello' } });
    expect(minimal.status).toBe(201);
    expect(await count("from public.rt_inbox where body = 'hello'")).toBe(1);
    const represented = await f.request('POST', '/rt_inbox', {
      body: { body: 'again' },
      headers: representation,
    });
    expect(represented.status).toBe(401);
    expect(((await json(represented)) as { code: string }).code).toBe('42501');
    expect(await count("from public.rt_inbox where body = 'again'")).toBe(0);
  });

  it('returns only what the select names, plus what its embeds need', async () => {
    const { id, token } = await user();
    const folder = await folderOf(id, 'Embedded');
    const response = await f.request('POST', '/rt_notes?select=title,rt_folders(name)', {
      token,
      body: { folder_id: folder, title: 'n' },
      headers: { ...representation, ...single },
    });
    expect([response.status, await json(response)]).toEqual([
      201,
      { title: 'n', rt_folders: { name: 'Embedded' } },
    ]);
  });

  it('answers 401/403 42501 without a table grant', async () => {
    const anon = await f.request('GET', '/rt_private');
    expect(anon.status).toBe(401);
    expect(await json(anon)).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied for table rt_private',
    });
    const { token } = await user();
    expect((await f.request('POST', '/rt_private', { token, body: { id: 1 } })).status).toBe(403);
    expect((await f.request('GET', '/rt_private', { token: f.config.serviceRoleKey })).status).toBe(
      200,
    );
  });
});

describe('POST with Prefer: resolution (upsert)', () => {
  it('merge-duplicates updates the existing row (200) and inserts a new one (201)', async () => {
    const { id, token } = await user();
    const existing = await folderOf(id, 'Same');
    const merge = { prefer: 'resolution=merge-duplicates' };
    const updated = await f.request('POST', '/rt_folders?on_conflict=owner_id,name', {
      token,
      body: { owner_id: id, name: 'Same', description: 'merged' },
      headers: merge,
    });
    expect(updated.status).toBe(200);
    expect(updated.headers.get('preference-applied')).toBe('resolution=merge-duplicates');
    const { rows } = await f.db.query<{ id: string; description: string }>(
      'select id, description from public.rt_folders where owner_id = $1',
      [id],
    );
    expect(rows).toEqual([{ id: existing, description: 'merged' }]);

    const inserted = await f.request('POST', '/rt_folders', {
      token,
      body: { id: randomUUID(), name: 'New' },
      headers: merge,
    });
    expect(inserted.status).toBe(201);
    expect(await count('from public.rt_folders where owner_id = $1', [id])).toBe(2);
  });

  it('merges on the primary key by default and returns the row', async () => {
    const { id, token } = await user();
    const folder = await folderOf(id, 'Before');
    const response = await f.request('POST', '/rt_folders?select=name', {
      token,
      body: [{ id: folder, name: 'After' }],
      headers: { prefer: 'resolution=merge-duplicates,return=representation' },
    });
    expect([response.status, await json(response)]).toEqual([200, [{ name: 'After' }]]);
  });

  it('ignore-duplicates leaves the existing row alone', async () => {
    const { id, token } = await user();
    const folder = await folderOf(id, 'Keep');
    const response = await f.request('POST', '/rt_folders', {
      token,
      body: { id: folder, name: 'Changed' },
      headers: { prefer: 'resolution=ignore-duplicates' },
    });
    expect(response.status).toBe(201);
    const { rows } = await f.db.query<{ name: string }>(
      'select name from public.rt_folders where id = $1',
      [folder],
    );
    expect(rows).toEqual([{ name: 'Keep' }]);
  });
});

describe('PATCH (update)', () => {
  it('answers 204 and changes the matched rows', async () => {
    const { id, token } = await user();
    const folder = await folderOf(id);
    const response = await f.request('PATCH', `/rt_folders?id=eq.${folder}`, {
      token,
      body: { description: 'new' },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('content-range')).toBe('0-0/*');
    const { rows } = await f.db.query('select description from public.rt_folders where id = $1', [
      folder,
    ]);
    expect(rows).toEqual([{ description: 'new' }]);
  });

  it('answers 204 when nothing matches, also when RLS hides the row', async () => {
    const owner = await user();
    const folder = await folderOf(owner.id, 'Untouched');
    const stranger = await user();
    const response = await f.request('PATCH', `/rt_folders?id=eq.${folder}`, {
      token: stranger.token,
      body: { name: 'Hacked' },
    });
    expect(response.status).toBe(204);
    const { rows } = await f.db.query('select name from public.rt_folders where id = $1', [folder]);
    expect(rows).toEqual([{ name: 'Untouched' }]);
  });

  it('answers 200 with the rows under return=representation', async () => {
    const { id, token } = await user();
    const folder = await folderOf(id, 'Old');
    const response = await f.request('PATCH', `/rt_folders?id=eq.${folder}&select=name`, {
      token,
      body: { name: 'Renamed' },
      headers: representation,
    });
    expect([response.status, await json(response)]).toEqual([200, [{ name: 'Renamed' }]]);
  });

  it('answers 403 42501 when the new row fails WITH CHECK', async () => {
    const { id, token } = await user();
    const folder = await folderOf(id);
    const response = await f.request('PATCH', `/rt_folders?id=eq.${folder}`, {
      token,
      body: { owner_id: randomUUID() },
    });
    expect(response.status).toBe(403);
    expect(((await json(response)) as { code: string }).code).toBe('42501');
  });

  it('refuses an update without a filter with 400 21000 (pg-safeupdate), before RLS or grants', async () => {
    const { token } = await user();
    for (const auth of [token, null]) {
      const response = await f.request('PATCH', '/rt_folders', {
        token: auth,
        body: { name: 'all' },
      });
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({
        code: '21000',
        details: null,
        hint: null,
        message: 'UPDATE requires a WHERE clause',
      });
    }
  });

  it('refuses an unknown column with PGRST204', async () => {
    const { token } = await user();
    const response = await f.request('PATCH', `/rt_folders?id=eq.${randomUUID()}`, {
      token,
      body: { plan: 'pro' },
    });
    expect(response.status).toBe(400);
    expect(((await json(response)) as { code: string }).code).toBe('PGRST204');
  });
});

describe('DELETE', () => {
  it('deletes the rows whose id is in the list and answers 204', async () => {
    const { id, token } = await user();
    const folder = await folderOf(id);
    const { rows } = await f.db.query<{ id: number }>(
      "insert into public.rt_notes (folder_id, title) values ($1, 'a'), ($1, 'b'), ($1, 'c') returning id",
      [folder],
    );
    const [a, b] = rows.map((row) => row.id);
    const response = await f.request('DELETE', `/rt_notes?id=in.(${a},${b})`, { token });
    expect(response.status).toBe(204);
    expect(await count('from public.rt_notes where folder_id = $1', [folder])).toBe(1);
  });

  it('answers 200 with the deleted rows under return=representation', async () => {
    const { id, token } = await user();
    const folder = await folderOf(id, 'Gone');
    const response = await f.request('DELETE', `/rt_folders?id=eq.${folder}&select=name`, {
      token,
      headers: representation,
    });
    expect([response.status, await json(response)]).toEqual([200, [{ name: 'Gone' }]]);
  });

  it("does not delete another user's rows", async () => {
    const owner = await user();
    const folder = await folderOf(owner.id);
    const stranger = await user();
    const response = await f.request('DELETE', `/rt_folders?id=eq.${folder}`, {
      token: stranger.token,
    });
    expect(response.status).toBe(204);
    expect(await count('from public.rt_folders where id = $1', [folder])).toBe(1);
  });

  it('counts an or= tree as a filter for safeupdate and deletes what it matches', async () => {
    const { id, token } = await user();
    const folder = await folderOf(id);
    await f.db.query(
      "insert into public.rt_notes (folder_id, title) values ($1, 'a'), ($1, 'b'), ($1, 'c')",
      [folder],
    );
    const response = await f.request('DELETE', '/rt_notes?or=(title.eq.a,title.eq.c)', { token });
    expect(response.status).toBe(204);
    const { rows } = await f.db.query('select title from public.rt_notes where folder_id = $1', [
      folder,
    ]);
    expect(rows).toEqual([{ title: 'b' }]);
  });

  it('refuses a delete without a filter with 400 21000', async () => {
    const { token } = await user();
    const response = await f.request('DELETE', '/rt_notes', { token });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      code: '21000',
      details: null,
      hint: null,
      message: 'DELETE requires a WHERE clause',
    });
  });

  it('honours Prefer: handling=strict, max-affected by rolling back', async () => {
    const { id, token } = await user();
    const folder = await folderOf(id);
    await f.db.query("insert into public.rt_notes (folder_id, title) values ($1, 'a'), ($1, 'b')", [
      folder,
    ]);
    const response = await f.request('DELETE', `/rt_notes?folder_id=eq.${folder}`, {
      token,
      headers: { prefer: 'handling=strict, max-affected=1' },
    });
    expect(response.status).toBe(400);
    expect(((await json(response)) as { code: string }).code).toBe('PGRST124');
    expect(await count('from public.rt_notes where folder_id = $1', [folder])).toBe(2);
  });
});
