import { ambiguousRelationship, noRelationship } from './errors.ts';
import {
  FTS_OPERATORS,
  SIMPLE_OPERATORS,
  type Filter,
  type EmbedShape,
  type LogicTree,
  type OrderTerm,
  type SelectItem,
} from './query-params.ts';
import type { ForeignKey, SchemaSnapshot } from './schema-cache.ts';
import { arrayLiteral, qualified, quoteIdent, type Params } from './sql.ts';

/**
 * Builds the pieces of a PostgREST read: the select list (with embedded
 * resources as correlated subqueries, so they run under the request's role and
 * RLS filters them too), the WHERE conditions and the ORDER BY.
 */

export interface Relationship {
  /** many: the child holds the foreign key (to-many); one: the parent holds it (to-one). */
  cardinality: 'many' | 'one';
  fk: ForeignKey;
}

export function findRelationship(
  schema: SchemaSnapshot,
  parent: string,
  child: string,
): Relationship {
  if (!schema.tables.has(child) || !schema.tables.has(parent)) throw noRelationship(parent, child);
  const found: Relationship[] = [];
  for (const fk of schema.foreignKeys) {
    if (fk.table === child && fk.foreignTable === parent) found.push({ cardinality: 'many', fk });
    else if (fk.table === parent && fk.foreignTable === child)
      found.push({ cardinality: 'one', fk });
  }
  if (found.length === 0) throw noRelationship(parent, child);
  if (found.length > 1) throw ambiguousRelationship(parent, child);
  return found[0] as Relationship;
}

export interface SelectListOptions {
  schema: SchemaSnapshot;
  params: Params;
  /** The table the rows come from (for embeds), or null (e.g. a function's result). */
  table: string | null;
  alias: string;
  depth: number;
  /** Expand `*` to these columns instead of `alias.*` (mutations carry a bookkeeping column). */
  starColumns?: string[];
  /** Filters, order and ranges of embedded resources, by embed path; used paths are deleted. */
  embedded?: Map<string, EmbedShape>;
  /** The embed path of these rows (empty at the top). */
  path?: string[];
}

export interface SelectList {
  columns: string[];
  /** Extra conditions for `!inner` embeds: the parent row exists only with a child. */
  conditions: string[];
}

export function buildSelectList(items: SelectItem[], options: SelectListOptions): SelectList {
  const { alias } = options;
  const columns: string[] = [];
  const conditions: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') {
      if (options.starColumns)
        columns.push(
          ...options.starColumns.map((name) => `${quoteIdent(alias)}.${quoteIdent(name)}`),
        );
      else columns.push(`${quoteIdent(alias)}.*`);
      continue;
    }
    if (item.kind === 'field') {
      const expr = `${quoteIdent(alias)}.${quoteIdent(item.name)}`;
      columns.push(item.alias ? `${expr} as ${quoteIdent(item.alias)}` : expr);
      continue;
    }
    const embed = buildEmbed(item, options);
    // An embed selecting nothing (`rel()`) only filters (with !inner); it is not in the output.
    if (item.children.length > 0)
      columns.push(`${embed.expr} as ${quoteIdent(item.alias ?? item.relation)}`);
    if (item.inner) conditions.push(embed.exists);
  }
  return { columns, conditions };
}

function joinCondition(
  relationship: Relationship,
  parentAlias: string,
  childAlias: string,
): string {
  const { fk, cardinality } = relationship;
  return fk.columns
    .map((column, index) => {
      const foreign = fk.foreignColumns[index] as string;
      return cardinality === 'many'
        ? `${quoteIdent(childAlias)}.${quoteIdent(column)} = ${quoteIdent(parentAlias)}.${quoteIdent(foreign)}`
        : `${quoteIdent(childAlias)}.${quoteIdent(foreign)} = ${quoteIdent(parentAlias)}.${quoteIdent(column)}`;
    })
    .join(' and ');
}

function buildEmbed(
  item: Extract<SelectItem, { kind: 'embed' }>,
  options: SelectListOptions,
): { expr: string; exists: string } {
  if (options.table === null) throw noRelationship(options.alias, item.relation);
  const relationship = findRelationship(options.schema, options.table, item.relation);
  const childAlias = `${item.relation}_${options.depth + 1}`;
  const join = joinCondition(relationship, options.alias, childAlias);
  const from = `${qualified(item.relation)} as ${quoteIdent(childAlias)}`;
  // PostgREST addresses an embed by its alias when it has one, else by the relation's name.
  const path = [...(options.path ?? []), item.alias ?? item.relation];
  const key = path.join('.');
  const shape = options.embedded?.get(key);
  options.embedded?.delete(key);
  const filtered = [
    join,
    ...buildConditions(shape?.filters ?? [], childAlias, options.params),
    ...buildLogicConditions(shape?.logic ?? [], childAlias, options.params),
  ].join(' and ');
  const exists = `exists (select 1 from ${from} where ${filtered})`;

  const onlyCount =
    item.children.length === 1 &&
    item.children[0]?.kind === 'field' &&
    item.children[0].name === 'count';
  let inner: string;
  if (onlyCount) {
    const countAlias =
      item.children[0]?.kind === 'field' ? (item.children[0].alias ?? 'count') : 'count';
    inner = `select pg_catalog.count(*) as ${quoteIdent(countAlias)} from ${from} where ${filtered}`;
  } else {
    const nested = buildSelectList(item.children, {
      ...options,
      table: item.relation,
      alias: childAlias,
      depth: options.depth + 1,
      starColumns: undefined,
      path,
    });
    const where = [filtered, ...nested.conditions].join(' and ');
    const ordered = buildOrderBy(shape?.order ?? [], childAlias);
    inner = `select ${nested.columns.join(', ')} from ${from} where ${where}${ordered}${buildLimitOffset(shape?.limit, shape?.offset ?? 0)}`;
  }
  const expr =
    relationship.cardinality === 'many'
      ? `coalesce((select json_agg(_pgrst_e) from (${inner}) _pgrst_e), '[]'::json)`
      : `(select row_to_json(_pgrst_e) from (${inner}) _pgrst_e)`;
  return { expr, exists };
}

/** One SQL condition per filter; values are bind parameters of unknown type, so Postgres casts them to the column's type as PostgREST's literals are. */
export function buildConditions(filters: Filter[], alias: string, params: Params): string[] {
  return filters.map((filter) => {
    const column = `${quoteIdent(alias)}.${quoteIdent(filter.column)}`;
    const { operation } = filter;
    let condition: string;
    if (operation.op === 'in') {
      condition = `${column} = any(${params.add(arrayLiteral(operation.values))})`;
    } else if (operation.op === 'is') {
      condition = `${column} is ${operation.value === 'not_null' ? 'not null' : operation.value}`;
    } else if (operation.op in FTS_OPERATORS) {
      const fn = FTS_OPERATORS[operation.op as keyof typeof FTS_OPERATORS];
      const language =
        'language' in operation && operation.language
          ? `${params.add(operation.language)}::regconfig, `
          : '';
      condition = `${column} @@ ${fn}(${language}${params.add(operation.value)})`;
    } else {
      const op = operation.op as keyof typeof SIMPLE_OPERATORS;
      const value =
        op === 'like' || op === 'ilike' ? operation.value.replaceAll('*', '%') : operation.value;
      const quantifier = 'quantifier' in operation ? operation.quantifier : undefined;
      // eq(any).{a,b}: the value is a Postgres array literal, compared element by element.
      condition = quantifier
        ? `${column} ${SIMPLE_OPERATORS[op]} ${quantifier}(${params.add(value)})`
        : `${column} ${SIMPLE_OPERATORS[op]} ${params.add(value)}`;
    }
    return filter.negate ? `not (${condition})` : condition;
  });
}

/** `or=(...)` / `and=(...)` trees as nested boolean SQL, negated levels wrapped in `not (...)`. */
export function buildLogicConditions(trees: LogicTree[], alias: string, params: Params): string[] {
  return trees.map((tree) => logicSql(tree, alias, params));
}

function logicSql(tree: LogicTree, alias: string, params: Params): string {
  if (tree.kind === 'filter') return buildConditions([tree.filter], alias, params)[0] as string;
  const joined = `(${tree.children.map((child) => logicSql(child, alias, params)).join(` ${tree.operator} `)})`;
  return tree.negate ? `not ${joined}` : joined;
}

export function buildOrderBy(order: OrderTerm[], alias: string): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    let sql = `${quoteIdent(alias)}.${quoteIdent(term.column)}`;
    if (term.direction) sql += ` ${term.direction}`;
    if (term.nulls) sql += ` nulls ${term.nulls}`;
    return sql;
  });
  return ` order by ${terms.join(', ')}`;
}

export function buildLimitOffset(limit: number | undefined, offset: number): string {
  // Both come from the parser as integers; clamping keeps them plain digits in the SQL text.
  const clamp = (n: number) => Math.min(Math.max(Math.trunc(n), 0), Number.MAX_SAFE_INTEGER);
  let sql = '';
  if (limit !== undefined) sql += ` limit ${clamp(limit)}`;
  if (offset > 0) sql += ` offset ${clamp(offset)}`;
  return sql;
}
