import { mediaTypeError, PgrstError } from './errors.ts';

/** The `Prefer` header, as PostgREST reads it (several headers or comma-separated values). */
export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  /** Understood preferences, in PostgREST's spelling, for `Preference-Applied`. */
  applied: string[];
}

const KNOWN: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
};

export function parsePreferences(header: string | null): Preferences {
  const prefs: Preferences = { applied: [] };
  const invalid: string[] = [];
  const tokens = (header ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  for (const token of tokens) {
    const [name = '', value = ''] = token.split('=').map((part) => part.trim());
    if (name === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value);
      continue;
    }
    if (name === 'timezone') continue; // accepted by PostgREST; the stand-in keeps UTC
    const allowed = KNOWN[name];
    if (!allowed || !allowed.includes(value)) {
      invalid.push(token);
      continue;
    }
    switch (name) {
      case 'return':
        prefs.return = value as Preferences['return'];
        break;
      case 'count':
        prefs.count = value as Preferences['count'];
        break;
      case 'resolution':
        prefs.resolution = value as Preferences['resolution'];
        break;
      case 'missing':
        prefs.missing = value as Preferences['missing'];
        break;
      case 'handling':
        prefs.handling = value as Preferences['handling'];
        break;
      default:
        // tx=commit|rollback: Supabase does not allow the client to end transactions; ignored as there.
        continue;
    }
    prefs.applied.push(`${name}=${value}`);
  }
  if (prefs.handling === 'strict' && invalid.length > 0) {
    throw new PgrstError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return prefs;
}

// ---------------------------------------------------------------- media types

export interface ResponseMedia {
  /** One JSON object instead of an array (vnd.pgrst.object). */
  single: boolean;
  stripNulls: boolean;
  contentType: string;
}

interface AcceptEntry {
  type: string;
  params: Record<string, string>;
  q: number;
}

function parseAccept(header: string): AcceptEntry[] {
  return header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [type = '', ...rawParams] = part.split(';').map((piece) => piece.trim());
      const params: Record<string, string> = {};
      for (const raw of rawParams) {
        const [key = '', value = ''] = raw.split('=').map((piece) => piece.trim());
        if (key) params[key.toLowerCase()] = value.replace(/^"|"$/g, '');
      }
      const q = params.q === undefined ? 1 : Number(params.q);
      return { type: type.toLowerCase(), params, q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
}

/**
 * Content negotiation for JSON answers. Offered: application/json, the
 * vnd.pgrst.object/array types (optionally `nulls=stripped`). CSV, GeoJSON,
 * plans and the rest answer 406 PGRST107 as PostgREST does for a type it
 * cannot produce.
 */
export function negotiateMedia(accept: string | null): ResponseMedia {
  const entries = parseAccept(accept && accept.trim() ? accept : '*/*');
  for (const entry of entries) {
    const stripNulls = entry.params.nulls === 'stripped';
    switch (entry.type) {
      case '*/*':
      case 'application/*':
      case 'application/json':
        return { single: false, stripNulls: false, contentType: 'application/json; charset=utf-8' };
      case 'application/vnd.pgrst.array+json':
      case 'application/vnd.pgrst.array':
        return {
          single: false,
          stripNulls,
          contentType: `application/vnd.pgrst.array+json${stripNulls ? ';nulls=stripped' : ''}; charset=utf-8`,
        };
      case 'application/vnd.pgrst.object+json':
      case 'application/vnd.pgrst.object':
        return {
          single: true,
          stripNulls,
          contentType: `application/vnd.pgrst.object+json${stripNulls ? ';nulls=stripped' : ''}; charset=utf-8`,
        };
      default:
        continue;
    }
  }
  throw mediaTypeError(entries.map((entry) => entry.type));
}
