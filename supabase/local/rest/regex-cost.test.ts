import { describe, expect, it } from 'vitest';
import { arrayLiteralElements, MAX_REGEX_SIZE, regexCost } from './regex-cost.ts';

const reasonOf = (pattern: string) => {
  const verdict = regexCost(pattern);
  return verdict.ok ? null : verdict.reason;
};

describe('regexCost', () => {
  it.each([
    '^a.*s$',
    '(a+)+$',
    '(a|aa)+$',
    '(.*a){12}$',
    '[[:alpha:]]+\\d{1,3}',
    '[\\1]x',
    '[]\\2]',
    '\\0',
    'a{255}',
    '(a{1,30}){1,30}',
    '(?i)abc',
    '***:abc',
    '***=(.*)\\1',
    '(?q)(.*)\\1',
    '[unclosed',
  ])('runs %s', (pattern) => {
    expect(reasonOf(pattern)).toBeNull();
  });

  it.each([
    ['^(.*)(.*)\\2\\1$', 'a back reference'],
    ['(a)\\1', 'a back reference'],
    ['***:(a)\\1', 'a back reference'],
    ['(?i)(a)\\1', 'a back reference'],
    ['(?:a(?=a*!))*b', 'a lookaround'],
    ['x(?!y)', 'a lookaround'],
    ['(?<=a)b', 'a lookaround'],
    ['(?<!a)b', 'a lookaround'],
    ['(a{1,100}){1,100}', `an expanded size over ${MAX_REGEX_SIZE}`],
    ['((a{1,20}){1,20}){1,20}', `an expanded size over ${MAX_REGEX_SIZE}`],
    ['x'.repeat(1_001), 'longer than 1000 characters'],
    ['(?b)\\(a\\)\\1', 'the option (?b)'],
    ['(?e)[\\](.*)\\1]', 'the option (?e)'],
    ['(?x)#[\n(.*)\\1 ]', 'the option (?x)'],
  ])('refuses %s: %s', (pattern, reason) => {
    expect(reasonOf(pattern)).toBe(reason);
  });

  it('reads a comment to its first ) so nothing after it hides in a bracket', () => {
    expect(reasonOf('(?#[)(.*)\\1]')).toBe('a back reference');
  });

  it('counts an atom once per repetition of every bound around it', () => {
    expect(regexCost('(ab{3}){2}c')).toEqual({ ok: true, size: 2 * (1 + 3) + 1 });
    expect(regexCost('(a{1,100}){1,10}')).toEqual({ ok: true, size: 1_000 });
    expect(regexCost('a{2,}')).toEqual({ ok: true, size: 3 });
  });
});

describe('arrayLiteralElements', () => {
  it('splits as PostgreSQL reads a text[] literal: quotes and backslash escapes', () => {
    expect(arrayLiteralElements('{ab,"c,d","e\\\\2"}')).toEqual(['ab', 'c,d', 'e\\2']);
  });
});
