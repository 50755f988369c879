import { badRequest } from './errors.ts';

/** What a field of a GoTrue params struct holds; `*string` may also be null. */
export type FieldKind = 'string' | 'string-pointer' | 'bool' | 'object';

export type Params<Schema extends Record<string, FieldKind>> = {
  [K in keyof Schema]: Schema[K] extends 'string'
    ? string
    : Schema[K] extends 'string-pointer'
      ? string | null | undefined
      : Schema[K] extends 'bool'
        ? boolean
        : Record<string, unknown> | null | undefined;
};

/**
 * GoTrue's retrieveRequestParams: the body is JSON-decoded into a Go struct,
 * so an empty or malformed body is 400 bad_json "Could not parse request body
 * as JSON: <Go's error>", a value of the wrong type is the same error, unknown
 * fields are ignored and JSON null leaves a field at its zero value.
 */
export async function readParams<Schema extends Record<string, FieldKind>>(
  request: Request,
  structName: string,
  schema: Schema,
): Promise<Params<Schema>> {
  const text = await request.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badJson(goSyntaxError(text, error));
  }
  const out: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(schema)) out[field] = zero(kind);
  if (value === null) return out as Params<Schema>;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badJson(
      `json: cannot unmarshal ${jsonType(value)} into Go value of type api.${structName}`,
    );
  }
  const body = value as Record<string, unknown>;
  for (const [field, kind] of Object.entries(schema)) {
    if (!(field in body) || body[field] === null) continue;
    const given = body[field];
    const ok =
      kind === 'bool'
        ? typeof given === 'boolean'
        : kind === 'object'
          ? typeof given === 'object' && !Array.isArray(given)
          : typeof given === 'string';
    if (!ok) {
      const goType =
        kind === 'bool' ? 'bool' : kind === 'object' ? 'map[string]interface {}' : 'string';
      throw badJson(
        `json: cannot unmarshal ${jsonType(given)} into Go struct field ${structName}.${field} of type ${goType}`,
      );
    }
    out[field] = given;
  }
  return out as Params<Schema>;
}

function zero(kind: FieldKind): unknown {
  if (kind === 'string') return '';
  if (kind === 'bool') return false;
  return undefined;
}

function badJson(detail: string) {
  return badRequest('bad_json', `Could not parse request body as JSON: ${detail}`);
}

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'object';
  return typeof value;
}

/** Go's encoding/json wording for the common syntax errors. */
function goSyntaxError(text: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : '';
  if (text.trim() === '' || /end of JSON input/i.test(reason))
    return 'unexpected end of JSON input';
  const position = /position (\d+)/.exec(reason)?.[1];
  const index = position === undefined ? text.search(/\S/) : Number(position);
  const char = text[index];
  if (char === undefined) return 'unexpected end of JSON input';
  return `invalid character '${char}' looking for beginning of value`;
}
