import { ambiguousFunction, noFunction } from './errors.ts';
import { closestName, type RoutineInfo, type SchemaSnapshot } from './schema-cache.ts';

/**
 * Which function `/rpc/<name>` calls, as PostgREST chooses it: by name and by
 * the argument names (the body's keys, or the query parameters for GET). A
 * function whose only parameter is an unnamed json/jsonb receives the whole
 * body.
 */
export interface ResolvedRoutine {
  routine: RoutineInfo;
  rawBody: boolean;
}

function inputs(routine: RoutineInfo) {
  return routine.params.filter(
    (param) => param.mode === 'i' || param.mode === 'b' || param.mode === 'v',
  );
}

export function matchRoutine(
  routine: RoutineInfo,
  keys: string[],
  isPost: boolean,
): ResolvedRoutine | null {
  const params = inputs(routine);
  const only = params[0];
  if (
    isPost &&
    params.length === 1 &&
    only &&
    only.name === '' &&
    (only.type === 'json' || only.type === 'jsonb')
  ) {
    return { routine, rawBody: true };
  }
  if (params.some((param) => param.name === '')) return null;
  const names = new Set(params.map((param) => param.name));
  if (!keys.every((key) => names.has(key))) return null;
  const required = params.filter((param) => !param.hasDefault).map((param) => param.name);
  if (!required.every((name) => keys.includes(name))) return null;
  return { routine, rawBody: false };
}

export function resolveRoutine(
  schema: SchemaSnapshot,
  name: string,
  keys: string[],
  isPost: boolean,
): ResolvedRoutine | undefined {
  const candidates = schema.functions.get(name) ?? [];
  const matches = candidates
    .map((routine) => matchRoutine(routine, keys, isPost))
    .filter((match): match is ResolvedRoutine => match !== null);
  if (matches.length <= 1) return matches[0];
  // Several overloads accept these names: the one taking exactly these arguments wins.
  const exact = matches.filter((match) => inputs(match.routine).length === keys.length);
  if (exact.length === 1) return exact[0];
  throw ambiguousFunction(
    matches.map(
      (match) =>
        `public.${name}(${inputs(match.routine)
          .map((param) => `${param.name} => ${param.type}`)
          .join(', ')})`,
    ),
  );
}

export function routineNotFound(schema: SchemaSnapshot, name: string, keys: string[]) {
  const sortedKeys = [...keys].sort();
  const overloads = schema.functions.get(name) ?? [];
  let hint: string | null = null;
  if (overloads.length === 0) {
    const closest = closestName(name, schema.functions.keys());
    if (closest) hint = `Perhaps you meant to call the function public.${closest}`;
  } else {
    const signatures = overloads.map(
      (routine) =>
        `(${inputs(routine)
          .map((param) => param.name)
          .sort()
          .join(', ')})`,
    );
    const closest =
      closestName(`(${sortedKeys.join(', ')})`, signatures, 0.33) ?? signatures[0] ?? null;
    if (closest) hint = `Perhaps you meant to call the function public.${name}${closest}`;
  }
  return noFunction(name, sortedKeys, hint);
}
