// The TypeScript twin of the database's private.fold_key (migration
// 20260101001400): the same character map, so words typed by users fold the way
// the stored keys do. The search itself folds in SQL; this one serves the
// synonym lookup, which happens before the query. The app's lead keys (src/domain/
// lead-key.ts, twin of private.lead_key) fold letters the same way, through the `@fold`
// alias: this module imports nothing, so it runs unchanged in Deno, Node and the browser.

const FROM =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏİIÑÒÓÔÕÖØÙÚÛÜÝŸĞŞȘȚĆČĎĚŁŃŇŘŚŠŤŮŹŻŽĄĘàáâãäåçèéêëìíîïıñòóôõöøùúûüýÿğşșțćčďěłńňřśšťůźżžąęőűŐŰāēīōū';
const TO =
  'aaaaaaceeeeiiiiiinoooooouuuuyygsstccdelnnrsstuzzzaeaaaaaaceeeeiiiiinoooooouuuuyygsstccdelnnrsstuzzzaeououaeiou';

const MAP = new Map<string, string>([...FROM].map((char, index) => [char, TO[index]!]));
const LIGATURES: [RegExp, string][] = [
  [/[ßẞ]/g, 'ss'],
  [/[æÆ]/g, 'ae'],
  [/[œŒ]/g, 'oe'],
  [/\u0307/g, ''],
];
// Spaces, ASCII punctuation and the typographic marks a pasted name may carry.
const SEPARATORS = /[\s!-/:-@[-`{-~‘’“”«»–—…·]+/g;

/** Ligatures spelled out and accented letters to their base ("İSTANBUL" -> "ISTANBUL"). */
export function foldLetters(text: string): string {
  let out = text;
  for (const [pattern, replacement] of LIGATURES) out = out.replace(pattern, replacement);
  return [...out].map((char) => MAP.get(char) ?? char).join('');
}

/** "Kadıköy, İSTANBUL" -> "kadikoy istanbul"; "" for nothing left. */
export function foldForSearchKey(text: string): string {
  return foldLetters(text).toLowerCase().replace(SEPARATORS, ' ').trim();
}
