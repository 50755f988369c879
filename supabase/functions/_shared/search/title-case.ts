// Names in title case by Turkish rules (issue 9): "İSTANBUL DİŞ" -> "İstanbul Diş",
// "ılık" -> "Ilık". Each word (split at spaces and hyphens) gets its first letter
// upper-cased and the rest lower-cased with the tr-TR locale, so i/İ and ı/I pair up
// the Turkish way.

function capitalise(word: string): string {
  const chars = [...word];
  const first = chars.findIndex((char) => /\p{L}/u.test(char));
  if (first < 0) return word.toLocaleLowerCase('tr-TR');
  return (
    chars.slice(0, first).join('') +
    chars[first]!.toLocaleUpperCase('tr-TR') +
    chars
      .slice(first + 1)
      .join('')
      .toLocaleLowerCase('tr-TR')
  );
}

export function turkishTitleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => word.split('-').map(capitalise).join('-'))
    .join(' ');
}
