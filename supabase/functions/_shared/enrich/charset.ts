// Bytes to text. Turkish small-business sites still serve windows-1254 / ISO-8859-9, often
// declared only in a <meta> tag, sometimes not at all: the header wins, then a BOM, then
// the document's own declaration, then UTF-8 if the bytes are valid UTF-8, else windows-1254.

function supported(label: string): string | null {
  try {
    return new TextDecoder(label.trim().toLowerCase()).encoding;
  } catch {
    return null;
  }
}

function fromContentType(contentType: string | null): string | null {
  const match = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '');
  return match ? supported(match[1]!) : null;
}

function fromBom(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

function fromMeta(bytes: Uint8Array): string | null {
  // Declarations must sit in the first 1024 bytes (HTML's prescan); ASCII is enough to read them.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2048));
  const match =
    /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head) ??
    /<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)/i.exec(head);
  return match ? supported(match[1]!) : null;
}

export function detectCharset(bytes: Uint8Array, contentType: string | null): string {
  const declared = fromContentType(contentType) ?? fromBom(bytes) ?? fromMeta(bytes);
  if (declared) return declared;
  try {
    // stream: a body cut at the size cap may end inside a character.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1254';
  }
}

export function decodeBody(bytes: Uint8Array, contentType: string | null): string {
  return new TextDecoder(detectCharset(bytes, contentType)).decode(bytes);
}
