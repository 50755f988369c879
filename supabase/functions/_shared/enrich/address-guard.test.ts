import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-guard.ts';

// Every blocked range on its own, with the public addresses just outside it, so that
// dropping or narrowing one range fails here (enrich.test.ts covers the usual private
// spellings and the URL checks).
describe('isPublicAddress: each IPv4 block', () => {
  it.each([
    ['IETF protocol assignments', '192.0.0.170', '192.0.1.1'],
    ['documentation (TEST-NET-1)', '192.0.2.1', '192.0.3.1'],
    ['6to4 relay anycast', '192.88.99.1', '192.88.98.255'],
    ['benchmarking, first half', '198.18.0.1', '198.17.255.255'],
    ['benchmarking, second half', '198.19.255.255', '198.20.0.1'],
    ['documentation (TEST-NET-2)', '198.51.100.7', '198.51.101.1'],
    ['documentation (TEST-NET-3)', '203.0.113.9', '203.0.114.1'],
    ['CGNAT, lower edge', '100.64.0.0', '100.63.255.255'],
    ['link-local, upper edge', '169.254.255.255', '169.255.0.1'],
    ['private 172.16/12, upper edge', '172.31.0.1', '172.15.255.255'],
  ])('%s: refuses %s, allows %s', (_block, inside, outside) => {
    expect(isPublicAddress(inside)).toBe(false);
    expect(isPublicAddress(outside)).toBe(true);
  });

  it.each(['8.8.8.256', '1.2.3.1000', '1.2.3', '1.2.3.4.5', '01.2.3.-4', ''])(
    'refuses %j, which is not an address',
    (text) => {
      expect(isPublicAddress(text)).toBe(false);
    },
  );
});

describe('isPublicAddress: IPv6', () => {
  it.each([
    ['Teredo', '2001::1'],
    ['Teredo with a server and client', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['IPv4-translated loopback', '::ffff:0:127.0.0.1'],
    ['IPv4-translated metadata', '::ffff:0:a9fe:a9fe'],
    ['unassigned (outside 2000::/3)', '4000::1'],
    ['unassigned, low', '200::1'],
    ['discard-only', '100::1'],
    ['site-local', 'fec0::1'],
  ])('refuses %s %s', (_kind, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['IPv4-translated public', '::ffff:0:8.8.8.8'],
    ['global unicast next to Teredo', '2001:4860:4860::8888'],
    ['6to4 of a public address', '2002:808:808::1'],
  ])('allows %s %s', (_kind, address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
