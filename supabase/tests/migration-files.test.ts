/**
 * One home per definition (issue 19): nothing is deployed yet, so every SQL
 * function, trigger and policy is written once, in its final form, in the
 * migration file of its topic, and its grants and comment sit next to it. A
 * change edits that file (a local database built from the old text is rebuilt
 * by `npm run dev`, supabase/local/db/migrate.ts); a restatement in a later
 * file would leave the earlier body dead but reading as live.
 */
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../local/db/migrate.ts';
import {
  definedMoreThanOnce,
  definitionsOf,
  readMigrationFiles,
  supersededFunctionNames,
} from '../../tests/support/db/migration-files.ts';

const files = readMigrationFiles(MIGRATIONS_DIR);

describe('the migration files', () => {
  it('define every function in one file only', () => {
    expect(definedMoreThanOnce(files, 'functions')).toEqual({});
  });

  it('define every trigger and every policy in one file only', () => {
    expect(definedMoreThanOnce(files, 'triggers')).toEqual({});
    expect(definedMoreThanOnce(files, 'policies')).toEqual({});
  });

  it('grant, revoke and comment on a function only in the file that defines it', () => {
    const strays = files.flatMap((file) => {
      const { functions, functionMentions } = definitionsOf(file.sql);
      return functionMentions
        .filter((name) => !functions.includes(name))
        .map((name) => `${file.name}: ${name}`);
    });
    expect(strays).toEqual([]);
  });

  it('drop no function, trigger or policy (remove the definition instead)', () => {
    const drops = files.flatMap((file) =>
      definitionsOf(file.sql).drops.map((drop) => `${file.name}: ${drop}`),
    );
    expect(drops).toEqual([]);
  });

  it('create none of the superseded functions', () => {
    const superseded = supersededFunctionNames();
    expect(superseded).toContain('apply_subscription_event');
    const revived = files.flatMap((file) =>
      definitionsOf(file.sql)
        .functions.filter((name) => superseded.includes(name.split('.')[1]!))
        .map((name) => `${file.name}: ${name}`),
    );
    expect(revived).toEqual([]);
  });
});

describe('the definition reader', () => {
  const quota = {
    name: '1_quota.sql',
    sql: `-- consume_search_for is defined here
      create or replace function public.consume_search_for(p uuid) returns jsonb as $$ select 1 $$;
      grant execute on function public.consume_search_for(uuid) to service_role;`,
  };
  const restated = {
    name: '2_limit.sql',
    sql: `create function Public."consume_search_for"(p uuid) returns jsonb as $$ select 2 $$;
      create trigger t before insert on public.things for each row execute function private.f();
      create policy "Owners read" on public.things for select using (true);
      drop policy "Owners read" on public.things;`,
  };

  it('finds a function restated under another spelling, and ignores comments', () => {
    expect(definedMoreThanOnce([quota, restated], 'functions')).toEqual({
      'public.consume_search_for': ['1_quota.sql', '2_limit.sql'],
    });
    expect(definitionsOf(quota.sql).functionMentions).toEqual(['public.consume_search_for']);
  });

  it('reads triggers, policies and drops with their tables', () => {
    expect(definitionsOf(restated.sql)).toMatchObject({
      triggers: ['public.things: t'],
      policies: ['public.things: Owners read'],
      drops: ['drop policy "Owners read" on public.things'],
    });
  });
});
