import { notEmbedded } from './errors.ts';
import type { ResponseMedia } from './preferences.ts';
import type { QueryParams, SelectItem } from './query-params.ts';
import {
  buildConditions,
  buildLimitOffset,
  buildLogicConditions,
  buildOrderBy,
  buildSelectList,
  findRelationship,
} from './read-builder.ts';
import type { RoutineInfo, SchemaSnapshot, Table } from './schema-cache.ts';
import { Params, qualified, quoteIdent } from './sql.ts';

/**
 * The single SQL statement each request runs, shaped like PostgREST's: the
 * rows come from a source (the table, a data-modifying CTE or a function
 * call) and the answer body is aggregated in Postgres, so JSON and timestamps
 * are exactly Postgres' rendering.
 */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** Every statement returns one row of this shape. */
export interface StatementResult {
  total: number | null;
  page_total: number;
  body: string;
  inserted: number | null;
}

export type ReadShape = Pick<
  QueryParams,
  'select' | 'filters' | 'logic' | 'order' | 'limit' | 'offset'
> & {
  embedded?: QueryParams['embedded'];
};

function bodyExpr(media: ResponseMedia | null): string {
  if (!media) return `''`;
  const row = media.stripNulls ? 'json_strip_nulls(row_to_json(_pgrst_t))' : '_pgrst_t';
  return media.single
    ? `coalesce((json_agg(${row})->0)::text, 'null')`
    : `coalesce(json_agg(${row}), '[]'::json)::text`;
}

interface ShapedSelect {
  /** `select ... from <from> where ... order ... limit ...` */
  source: string;
  /** `from <from> where ...` without order/limit, for the total count. */
  counted: string;
}

function shapeRows(
  schema: SchemaSnapshot,
  params: Params,
  shape: ReadShape,
  from: string,
  alias: string,
  table: string | null,
  starColumns?: string[],
): ShapedSelect {
  // A copy: buildSelectList deletes each embed path it uses, what is left names no embed.
  const embedded = new Map(shape.embedded ?? []);
  const list = buildSelectList(shape.select, {
    schema,
    params,
    table,
    alias,
    depth: 0,
    starColumns,
    embedded,
  });
  const unused = [...embedded.keys()][0];
  if (unused !== undefined) throw notEmbedded(unused.split('.')[0] as string);
  const conditions = [
    ...buildConditions(shape.filters, alias, params),
    ...buildLogicConditions(shape.logic, alias, params),
    ...list.conditions,
  ];
  const where = conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
  return {
    source: `select ${list.columns.join(', ')} from ${from}${where}${buildOrderBy(shape.order, alias)}${buildLimitOffset(shape.limit, shape.offset)}`,
    counted: `from ${from}${where}`,
  };
}

// ---------------------------------------------------------------- read

export function readStatement(
  schema: SchemaSnapshot,
  table: Table,
  shape: ReadShape,
  media: ResponseMedia,
  countTotal: boolean,
): Statement {
  const params = new Params();
  const from = `${qualified(table.name)} as ${quoteIdent(table.name)}`;
  const rows = shapeRows(schema, params, shape, from, table.name, table.name);
  const total = countTotal ? `(select pg_catalog.count(*)::int ${rows.counted})` : 'null::int';
  return {
    sql: `select ${total} as total, pg_catalog.count(_pgrst_t)::int as page_total, ${bodyExpr(media)} as body, null::int as inserted from (${rows.source}) _pgrst_t`,
    params: params.values,
  };
}

// ---------------------------------------------------------------- mutations

export interface ReturnShape {
  select: SelectItem[];
  media: ResponseMedia;
  embedded?: QueryParams['embedded'];
}

/**
 * PostgREST's RETURNING: `1` when no representation is wanted (so neither
 * column SELECT privileges nor SELECT policies come into play, exactly as
 * behind PostgREST), `*` when the select has a star, else the selected
 * columns plus the join columns of embeds and the primary key.
 */
function returningList(
  schema: SchemaSnapshot,
  table: Table,
  returning: ReturnShape | null,
): string {
  const alias = quoteIdent(table.name);
  if (!returning) return '1';
  if (returning.select.some((item) => item.kind === 'star')) return `${alias}.*`;
  const names = new Set<string>();
  for (const item of returning.select) {
    if (item.kind === 'field') names.add(item.name);
    else if (item.kind === 'embed') {
      const relationship = findRelationship(schema, table.name, item.relation);
      const columns =
        relationship.cardinality === 'many'
          ? relationship.fk.foreignColumns
          : relationship.fk.columns;
      for (const column of columns) names.add(column);
    }
  }
  for (const column of table.primaryKey) names.add(column);
  return [...names].map((name) => `${alias}.${quoteIdent(name)}`).join(', ');
}

function mutationStatement(
  schema: SchemaSnapshot,
  table: Table,
  params: Params,
  mutationWithoutReturning: string,
  returning: ReturnShape | null,
  trackInserted: boolean,
): Statement {
  const alias = table.name;
  let mutation = `${mutationWithoutReturning} returning ${returningList(schema, table, returning)}`;
  if (trackInserted) mutation += `, (${quoteIdent(alias)}.xmax = 0) as pgrst_inserted`;
  const starColumns = table.columns.map((column) => column.name);
  const from = `pgrst_source as ${quoteIdent(alias)}`;
  const rows = returning
    ? shapeRows(
        schema,
        params,
        {
          select: returning.select,
          filters: [],
          logic: [],
          order: [],
          offset: 0,
          embedded: returning.embedded,
        },
        from,
        alias,
        table.name,
        starColumns,
      ).source
    : `select 1 from ${from}`;
  const inserted = trackInserted
    ? '(select pg_catalog.count(*)::int from pgrst_source where pgrst_source.pgrst_inserted)'
    : 'null::int';
  return {
    sql: `with pgrst_source as (${mutation}) select null::int as total, pg_catalog.count(_pgrst_t)::int as page_total, ${bodyExpr(returning?.media ?? null)} as body, ${inserted} as inserted from (${rows}) _pgrst_t`,
    params: params.values,
  };
}

export interface InsertInput {
  rows: Record<string, unknown>[];
  columns: string[];
  /** Missing keys take the column default (`Prefer: missing=default`) instead of NULL. */
  missingDefault: boolean;
  conflict?: { target: string[]; action: 'merge' | 'ignore' };
}

export function insertStatement(
  schema: SchemaSnapshot,
  table: Table,
  input: InsertInput,
  returning: ReturnShape | null,
): Statement {
  const params = new Params();
  const target = `${qualified(table.name)} as ${quoteIdent(table.name)}`;
  const rowsParam = params.add(JSON.stringify(input.rows));
  const source =
    `from json_array_elements(${rowsParam}::json) with ordinality as _pgrst_elem(j, n), ` +
    `lateral json_populate_record(null::${qualified(table.name)}, _pgrst_elem.j) as _pgrst_body`;
  const values = input.columns.map((name) => {
    const column = table.columns.find((candidate) => candidate.name === name);
    const value = `_pgrst_body.${quoteIdent(name)}`;
    if (input.missingDefault && column?.defaultExpr) {
      return `case when _pgrst_elem.j::jsonb ? ${params.add(name)} then ${value} else ${column.defaultExpr} end`;
    }
    return value;
  });
  const columnList =
    input.columns.length > 0 ? ` (${input.columns.map(quoteIdent).join(', ')})` : '';
  let sql = `insert into ${target}${columnList} select ${values.join(', ')} ${source} order by _pgrst_elem.n`;

  const trackInserted =
    input.conflict?.action === 'merge' && (table.kind === 'r' || table.kind === 'p');
  if (input.conflict) {
    const conflictTarget = `(${input.conflict.target.map(quoteIdent).join(', ')})`;
    if (input.conflict.action === 'merge' && input.columns.length > 0) {
      const sets = input.columns.map(
        (name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`,
      );
      sql += ` on conflict ${conflictTarget} do update set ${sets.join(', ')}`;
    } else {
      sql += ` on conflict ${conflictTarget} do nothing`;
    }
  }
  return mutationStatement(schema, table, params, sql, returning, trackInserted);
}

export function updateStatement(
  schema: SchemaSnapshot,
  table: Table,
  row: Record<string, unknown>,
  columns: string[],
  shape: ReadShape,
  returning: ReturnShape | null,
): Statement {
  const params = new Params();
  const alias = table.name;
  const body = params.add(JSON.stringify(row));
  const sets = columns.map((name) => `${quoteIdent(name)} = _pgrst_body.${quoteIdent(name)}`);
  const conditions = [
    ...buildConditions(shape.filters, alias, params),
    ...buildLogicConditions(shape.logic, alias, params),
  ];
  const sql =
    `update ${qualified(table.name)} as ${quoteIdent(alias)} set ${sets.join(', ')} ` +
    `from (select * from json_populate_record(null::${qualified(table.name)}, ${body}::json)) _pgrst_body` +
    (conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '');
  return mutationStatement(schema, table, params, sql, returning, false);
}

export function deleteStatement(
  schema: SchemaSnapshot,
  table: Table,
  shape: ReadShape,
  returning: ReturnShape | null,
): Statement {
  const params = new Params();
  const alias = table.name;
  const conditions = [
    ...buildConditions(shape.filters, alias, params),
    ...buildLogicConditions(shape.logic, alias, params),
  ];
  const sql =
    `delete from ${qualified(table.name)} as ${quoteIdent(alias)}` +
    (conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '');
  return mutationStatement(schema, table, params, sql, returning, false);
}

// ---------------------------------------------------------------- rpc

export interface CallInput {
  routine: RoutineInfo;
  /** Named arguments (JSON values), or the whole body for a single unnamed json/jsonb parameter. */
  args: Record<string, unknown>;
  rawBody: boolean;
}

export function callStatement(
  schema: SchemaSnapshot,
  call: CallInput,
  shape: ReadShape,
  media: ResponseMedia,
  countTotal: boolean,
): Statement {
  const params = new Params();
  const { routine } = call;
  const fn = `"public".${quoteIdent(routine.name)}`;
  let invocation: string;
  let argsFrom: string | null = null;
  if (call.rawBody) {
    const param = routine.params.find(
      (candidate) => candidate.mode === 'i' || candidate.mode === 'b',
    );
    invocation = `${fn}(${params.add(JSON.stringify(call.args))}::${param?.type ?? 'json'})`;
  } else {
    const names = Object.keys(call.args);
    const types = names.map(
      (name) => routine.params.find((param) => param.name === name)?.type ?? 'text',
    );
    invocation = `${fn}(${names.map((name) => `${quoteIdent(name)} := _pgrst_args.${quoteIdent(name)}`).join(', ')})`;
    if (names.length > 0) {
      argsFrom =
        `json_to_record(${params.add(JSON.stringify(call.args))}::json) ` +
        `as _pgrst_args(${names.map((name, index) => `${quoteIdent(name)} ${types[index]}`).join(', ')})`;
    }
  }
  const fromCall = (alias: string) =>
    argsFrom
      ? `from ${argsFrom}, lateral ${invocation} as ${alias}`
      : `from ${invocation} as ${alias}`;

  if (routine.returnsVoid || !routine.returnsComposite) {
    const source = routine.returnsSet
      ? `select pgrst_call.pgrst_scalar ${fromCall('pgrst_call(pgrst_scalar)')}${buildLimitOffset(shape.limit, shape.offset)}`
      : `select ${invocation} as pgrst_scalar${argsFrom ? ` from ${argsFrom}` : ''}`;
    const value = '_pgrst_t.pgrst_scalar';
    const body = routine.returnsVoid
      ? `''`
      : media.single || !routine.returnsSet
        ? `coalesce((json_agg(${value})->0)::text, 'null')`
        : `coalesce(json_agg(${value}), '[]'::json)::text`;
    return {
      sql: `select ${countTotal ? 'pg_catalog.count(_pgrst_t)::int' : 'null::int'} as total, pg_catalog.count(_pgrst_t)::int as page_total, ${body} as body, null::int as inserted from (${source}) _pgrst_t`,
      params: params.values,
    };
  }

  const alias = routine.name;
  const from = `(select pgrst_call.* ${fromCall('pgrst_call')}) as ${quoteIdent(alias)}`;
  const rows = shapeRows(schema, params, shape, from, alias, null);
  const total = countTotal ? `(select pg_catalog.count(*)::int ${rows.counted})` : 'null::int';
  const single = media.single || !routine.returnsSet;
  const body = bodyExpr({ ...media, single });
  return {
    sql: `select ${total} as total, pg_catalog.count(_pgrst_t)::int as page_total, ${body} as body, null::int as inserted from (${rows.source}) _pgrst_t`,
    params: params.values,
  };
}
