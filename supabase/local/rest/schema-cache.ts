import type { Database } from '../db/types.ts';

/**
 * What PostgREST keeps in its schema cache, for the `public` schema only:
 * tables and views with their columns, primary keys and foreign keys, and the
 * functions callable through /rpc. Read from pg_catalog as one JSON document,
 * so the PGlite and pg drivers see the same values.
 */
export interface Column {
  name: string;
  /** format_type(): a type name from the catalog, safe to put in SQL. */
  type: string;
  /** pg_get_expr() of the column default, or null. */
  defaultExpr: string | null;
  generated: boolean;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
}

export interface Table {
  name: string;
  kind: string;
  columns: Column[];
  primaryKey: string[];
}

export interface FunctionParam {
  name: string;
  type: string;
  /** i = in, o = out, b = inout, v = variadic, t = table column. */
  mode: string;
  hasDefault: boolean;
}

export interface RoutineInfo {
  name: string;
  params: FunctionParam[];
  returnsSet: boolean;
  /** Row-shaped result (composite type, RETURNS TABLE, OUT parameters). */
  returnsComposite: boolean;
  returnsVoid: boolean;
  volatility: 'i' | 's' | 'v';
}

export interface SchemaSnapshot {
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, RoutineInfo[]>;
}

const SCHEMA_QUERY = `
with tbl as (
  select c.oid, c.relname, c.relkind
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
),
cols as (
  select t.relname, json_agg(json_build_object(
           'name', a.attname,
           'type', pg_catalog.format_type(a.atttypid, a.atttypmod),
           'defaultExpr', pg_catalog.pg_get_expr(d.adbin, d.adrelid),
           'generated', a.attgenerated <> '' or a.attidentity = 'a'
         ) order by a.attnum) as columns
  from tbl t
  join pg_catalog.pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
  left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  group by t.relname
),
cons as (
  select con.conname, con.contype, src.relname as table_name, tgt.relname as foreign_table,
         (select json_agg(a.attname order by k.ord)
            from unnest(con.conkey) with ordinality k(attnum, ord)
            join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
         (select json_agg(a.attname order by k.ord)
            from unnest(con.confkey) with ordinality k(attnum, ord)
            join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as foreign_columns
  from pg_catalog.pg_constraint con
  join tbl src on src.oid = con.conrelid
  left join tbl tgt on tgt.oid = con.confrelid
  where con.contype = 'p' or (con.contype = 'f' and tgt.oid is not null)
),
funcs as (
  select p.proname, p.proretset, p.provolatile,
         p.prorettype = 'pg_catalog.void'::regtype as returns_void,
         (rt.typtype = 'c' or (p.prorettype = 'pg_catalog.record'::regtype and p.proallargtypes is not null)) as returns_composite,
         (select coalesce(json_agg(json_build_object(
                   'name', coalesce(p.proargnames[i], ''),
                   'type', pg_catalog.format_type(coalesce(p.proallargtypes[i], (p.proargtypes::oid[])[i - 1]), null),
                   'mode', coalesce(p.proargmodes[i]::text, 'i'),
                   'position', i
                 ) order by i), '[]'::json)
            from generate_series(1, coalesce(array_length(p.proallargtypes, 1), p.pronargs)) i) as params,
         p.pronargdefaults
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  join pg_catalog.pg_type rt on rt.oid = p.prorettype
  where n.nspname = 'public' and p.prokind = 'f'
)
select json_build_object(
  'tables', (select coalesce(json_agg(json_build_object('name', t.relname, 'kind', t.relkind, 'columns', coalesce(c.columns, '[]'::json))), '[]'::json)
             from tbl t left join cols c on c.relname = t.relname),
  'constraints', (select coalesce(json_agg(json_build_object('name', conname, 'type', contype, 'table', table_name,
                    'foreignTable', foreign_table, 'columns', columns, 'foreignColumns', foreign_columns)), '[]'::json) from cons),
  'functions', (select coalesce(json_agg(json_build_object('name', proname, 'returnsSet', proretset, 'volatility', provolatile,
                    'returnsVoid', returns_void, 'returnsComposite', returns_composite, 'params', params,
                    'defaults', pronargdefaults)), '[]'::json) from funcs)
)::text as cache`;

interface RawCache {
  tables: { name: string; kind: string; columns: Column[] }[];
  constraints: {
    name: string;
    type: 'p' | 'f';
    table: string;
    foreignTable: string | null;
    columns: string[];
    foreignColumns: string[] | null;
  }[];
  functions: {
    name: string;
    returnsSet: boolean;
    volatility: 'i' | 's' | 'v';
    returnsVoid: boolean;
    returnsComposite: boolean;
    params: { name: string; type: string; mode: string; position: number }[];
    defaults: number;
  }[];
}

export async function loadSchema(db: Database): Promise<SchemaSnapshot> {
  const { rows } = await db.query<{ cache: string }>(SCHEMA_QUERY);
  const raw = JSON.parse(rows[0]?.cache ?? '{}') as RawCache;

  const tables = new Map<string, Table>();
  for (const table of raw.tables) {
    tables.set(table.name, {
      name: table.name,
      kind: table.kind,
      columns: table.columns,
      primaryKey: [],
    });
  }
  const foreignKeys: ForeignKey[] = [];
  for (const con of raw.constraints) {
    const table = tables.get(con.table);
    if (!table) continue;
    if (con.type === 'p') table.primaryKey = con.columns;
    else if (con.foreignTable && con.foreignColumns) {
      foreignKeys.push({
        name: con.name,
        table: con.table,
        columns: con.columns,
        foreignTable: con.foreignTable,
        foreignColumns: con.foreignColumns,
      });
    }
  }

  const functions = new Map<string, RoutineInfo[]>();
  for (const fn of raw.functions) {
    const inputs = fn.params.filter(
      (param) => param.mode === 'i' || param.mode === 'b' || param.mode === 'v',
    );
    const firstDefault = inputs.length - fn.defaults;
    const params: FunctionParam[] = fn.params.map((param) => ({
      name: param.name,
      type: param.type,
      mode: param.mode,
      hasDefault: inputs.indexOf(param) >= firstDefault && inputs.includes(param),
    }));
    const routine: RoutineInfo = {
      name: fn.name,
      params,
      returnsSet: fn.returnsSet,
      returnsComposite: fn.returnsComposite,
      returnsVoid: fn.returnsVoid,
      volatility: fn.volatility,
    };
    functions.set(fn.name, [...(functions.get(fn.name) ?? []), routine]);
  }
  return { tables, foreignKeys, functions };
}

/**
 * The per-process cache. PostgREST reloads on `NOTIFY pgrst` (Supabase fires
 * it from a DDL event trigger); the stand-in reloads instead when a lookup
 * misses, which gives the same result for a schema changed by migrations or
 * tests without serving stale answers.
 */
export class SchemaCache {
  #db: Database;
  #snapshot: Promise<SchemaSnapshot> | null = null;

  constructor(db: Database) {
    this.#db = db;
  }

  get(): Promise<SchemaSnapshot> {
    if (!this.#snapshot) {
      const loading = loadSchema(this.#db);
      this.#snapshot = loading;
      loading.catch(() => {
        if (this.#snapshot === loading) this.#snapshot = null;
      });
    }
    return this.#snapshot;
  }

  reload(): Promise<SchemaSnapshot> {
    this.#snapshot = null;
    return this.get();
  }

  /** Runs `find` on the snapshot; on a miss, reloads once and tries again. */
  async lookup<T>(
    find: (schema: SchemaSnapshot) => T | undefined,
  ): Promise<{ schema: SchemaSnapshot; found: T | undefined }> {
    const schema = await this.get();
    const found = find(schema);
    if (found !== undefined) return { schema, found };
    const fresh = await this.reload();
    return { schema: fresh, found: find(fresh) };
  }
}

/** Levenshtein ratio, as the fuzzy set PostgREST uses for its "Perhaps you meant" hints (min score 0.75). */
export function closestName(
  target: string,
  candidates: Iterable<string>,
  minScore = 0.75,
): string | null {
  let best: string | null = null;
  let bestScore = 0;
  for (const candidate of candidates) {
    const score =
      1 -
      levenshtein(target.toLowerCase(), candidate.toLowerCase()) /
        Math.max(target.length, candidate.length, 1);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return bestScore >= minScore ? best : null;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
