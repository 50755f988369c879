// robots.txt as RFC 9309 reads it: the group naming our token, else `*`; the longest
// matching rule wins, Allow on a tie; `*` and `$` in paths. A missing file (4xx) allows
// everything; an unreachable one (5xx, network error, time-out) allows nothing.
import { ROBOTS_TOKEN } from './config.ts';

interface Rule {
  allow: boolean;
  pattern: string;
}

export type RobotsPolicy = (pathAndQuery: string) => boolean;

export const ALLOW_ALL: RobotsPolicy = () => true;
export const DISALLOW_ALL: RobotsPolicy = () => false;

function matcher(pattern: string): RegExp {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

function normalisePath(path: string): string {
  try {
    // Compare decoded forms so /%69letisim and /iletisim are the same rule target.
    return decodeURI(path);
  } catch {
    return path;
  }
}

export function parseRobots(text: string, token: string = ROBOTS_TOKEN): RobotsPolicy {
  const groups: { agents: string[]; rules: Rule[] }[] = [];
  let current: { agents: string[]; rules: Rule[] } | null = null;
  let lastWasAgent = false;
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const field = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (field === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current) continue;
    if (field === 'allow' || field === 'disallow') {
      // An empty Disallow allows everything: it is no rule at all.
      if (value !== '') current.rules.push({ allow: field === 'allow', pattern: value });
    }
  }
  const ours = token.toLowerCase();
  const specific = groups.filter((group) => group.agents.includes(ours));
  const chosen =
    specific.length > 0 ? specific : groups.filter((group) => group.agents.includes('*'));
  const rules = chosen
    .flatMap((group) => group.rules)
    .map((rule) => ({ ...rule, regex: matcher(normalisePath(rule.pattern)) }));
  if (rules.length === 0) return ALLOW_ALL;
  return (pathAndQuery) => {
    const path = normalisePath(pathAndQuery);
    let best: { allow: boolean; length: number } | null = null;
    for (const rule of rules) {
      if (!rule.regex.test(path)) continue;
      const length = rule.pattern.length;
      if (!best || length > best.length || (length === best.length && rule.allow)) {
        best = { allow: rule.allow, length };
      }
    }
    return best ? best.allow : true;
  };
}
