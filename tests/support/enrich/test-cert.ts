// A throwaway certificate authority and a server certificate it signed, made in memory for
// TLS tests (Node and Deno alike: node:crypto only, no openssl binary, nothing on disk).
// ECDSA P-256 with SHA-256, X.509 v3 written in DER by hand: just the fields rustls and
// OpenSSL need (basic constraints, key usage, server-auth purpose, DNS names).
import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

export interface TestCertificates {
  /** The CA certificate (PEM): what a client is told to trust. */
  caCert: string;
  /** The server certificate (PEM), for every name given. */
  cert: string;
  /** The server's private key (PEM, PKCS #8). */
  key: string;
}

function length(n: number): number[] {
  if (n < 0x80) return [n];
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return [0x80 | bytes.length, ...bytes];
}

function tlv(tag: number, ...parts: Uint8Array[]): Uint8Array {
  const size = parts.reduce((sum, part) => sum + part.byteLength, 0);
  const head = [tag, ...length(size)];
  const out = new Uint8Array(head.length + size);
  out.set(head, 0);
  let offset = head.length;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

const seq = (...parts: Uint8Array[]) => tlv(0x30, ...parts);
const ascii = (text: string) => new TextEncoder().encode(text);

function oid(dotted: string): Uint8Array {
  const [a, b, ...rest] = dotted.split('.').map(Number) as [number, number, ...number[]];
  const bytes = [a * 40 + b];
  for (const arc of rest) {
    const groups: number[] = [];
    for (let v = arc; ; v = Math.floor(v / 128)) {
      groups.unshift((v % 128) | (groups.length > 0 ? 0x80 : 0));
      if (v < 128) break;
    }
    bytes.push(...groups);
  }
  return tlv(0x06, new Uint8Array(bytes));
}

function integer(bytes: Uint8Array): Uint8Array {
  return tlv(0x02, bytes[0]! & 0x80 ? new Uint8Array([0, ...bytes]) : bytes);
}

/** A BIT STRING of whole bytes whose last `unused` bits are padding. */
const bits = (bytes: Uint8Array, unused = 0) => tlv(0x03, new Uint8Array([unused]), bytes);

function utcTime(date: Date): Uint8Array {
  const two = (n: number) => String(n).padStart(2, '0');
  const text =
    two(date.getUTCFullYear() % 100) +
    two(date.getUTCMonth() + 1) +
    two(date.getUTCDate()) +
    two(date.getUTCHours()) +
    two(date.getUTCMinutes()) +
    two(date.getUTCSeconds()) +
    'Z';
  return tlv(0x17, ascii(text));
}

const name = (commonName: string) =>
  seq(tlv(0x31, seq(oid('2.5.4.3'), tlv(0x0c, ascii(commonName)))));

function extension(id: string, critical: boolean, value: Uint8Array): Uint8Array {
  return critical
    ? seq(oid(id), tlv(0x01, new Uint8Array([0xff])), tlv(0x04, value))
    : seq(oid(id), tlv(0x04, value));
}

const ECDSA_SHA256 = seq(oid('1.2.840.10045.4.3.2'));

function certificate(options: {
  subject: string;
  issuer: string;
  publicKey: KeyObject;
  signer: KeyObject;
  extensions: Uint8Array[];
}): Uint8Array {
  const now = Date.now();
  const serial = randomBytes(12);
  // Positive, and never a leading zero byte: DER refuses an INTEGER padded with one
  // ("illegal padding", about one certificate in 256 before).
  serial[0] = (serial[0]! & 0x7f) | 0x01;
  const tbs = seq(
    tlv(0xa0, integer(new Uint8Array([2]))),
    integer(serial),
    ECDSA_SHA256,
    name(options.issuer),
    seq(utcTime(new Date(now - 3600_000)), utcTime(new Date(now + 2 * 86_400_000))),
    name(options.subject),
    new Uint8Array(options.publicKey.export({ type: 'spki', format: 'der' })),
    tlv(0xa3, seq(...options.extensions)),
  );
  const signature = new Uint8Array(sign('sha256', tbs, options.signer));
  return seq(tbs, ECDSA_SHA256, bits(signature));
}

function pem(der: Uint8Array): string {
  const base64 = btoa(String.fromCharCode(...der));
  return `-----BEGIN CERTIFICATE-----\n${base64.replace(/.{64}/g, '$&\n').replace(/\n$/, '')}\n-----END CERTIFICATE-----\n`;
}

/** A fresh CA, and a server certificate it issued for `dnsNames`. */
export function makeTestCertificates(dnsNames: string[]): TestCertificates {
  const ca = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const server = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const caDer = certificate({
    subject: 'Prospectory test CA',
    issuer: 'Prospectory test CA',
    publicKey: ca.publicKey,
    signer: ca.privateKey,
    extensions: [
      extension('2.5.29.19', true, seq(tlv(0x01, new Uint8Array([0xff])))),
      // keyCertSign and cRLSign (bits 5 and 6).
      extension('2.5.29.15', true, bits(new Uint8Array([0x06]), 1)),
    ],
  });
  const serverDer = certificate({
    subject: dnsNames[0] ?? 'localhost',
    issuer: 'Prospectory test CA',
    publicKey: server.publicKey,
    signer: ca.privateKey,
    extensions: [
      extension('2.5.29.19', true, seq()),
      // digitalSignature (bit 0).
      extension('2.5.29.15', true, bits(new Uint8Array([0x80]), 7)),
      extension('2.5.29.37', false, seq(oid('1.3.6.1.5.5.7.3.1'))),
      extension('2.5.29.17', false, seq(...dnsNames.map((dns) => tlv(0x82, ascii(dns))))),
    ],
  });
  return {
    caCert: pem(caDer),
    cert: pem(serverDer),
    key: String(server.privateKey.export({ type: 'pkcs8', format: 'pem' })),
  };
}
