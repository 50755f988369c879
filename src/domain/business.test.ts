import { describe, expect, it } from 'vitest';
import {
  businessKey,
  fieldNumber,
  instagramLabel,
  instagramUrl,
  mapsSearchUrl,
  telUrl,
  websiteHost,
  websiteHref,
} from './business';

describe('business fields', () => {
  it.each([
    ['4.5', 4.5],
    ['4,2', 4.2],
    [' 12 ', 12],
    ['', null],
    [null, null],
    ['n/a', null],
    [3, 3],
    [Number.NaN, null],
  ])('fieldNumber(%j) -> %s', (value, expected) => {
    expect(fieldNumber(value)).toBe(expected);
  });

  it('maps link: a Google Maps search by name and address', () => {
    expect(mapsSearchUrl({ name: 'Moda Diş', address: 'Caferağa, Kadıköy/İstanbul' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Moda%20Di%C5%9F%2C%20Cafera%C4%9Fa%2C%20Kad%C4%B1k%C3%B6y%2FIstanbul'.replace(
        'Istanbul',
        '%C4%B0stanbul',
      ),
    );
    expect(mapsSearchUrl({ name: 'Solo', address: null })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Solo',
    );
  });

  it.each([
    ['@moda.dis', 'https://www.instagram.com/moda.dis/', '@moda.dis'],
    ['moda_dis', 'https://www.instagram.com/moda_dis/', '@moda_dis'],
    ['https://instagram.com/moda', 'https://instagram.com/moda', '@moda'],
    ['not a handle!', null, '@not a handle!'],
  ])('instagram %j', (value, url, label) => {
    expect(instagramUrl(value)).toBe(url);
    expect(instagramLabel(value)).toBe(label);
  });

  it.each([
    ['https://www.moda-dis.com.tr/about', 'https://www.moda-dis.com.tr/about', 'moda-dis.com.tr'],
    ['example.com', 'https://example.com/', 'example.com'],
    ['http://shop.example.org', 'http://shop.example.org/', 'shop.example.org'],
  ])('website %j', (value, url, host) => {
    expect(websiteHref(value)).toBe(url);
    expect(websiteHost(value)).toBe(host);
  });

  it.each(['javascript:alert(1)', 'ftp://x.y', 'http://'])('website %j is no link', (value) => {
    expect(websiteHref(value)).toBeNull();
  });

  it('tel: keeps digits and the plus', () => {
    expect(telUrl('+90 (216) 555-12 34')).toBe('tel:+902165551234');
  });

  it.each([
    [{ name: 'Moda DİŞ', address: 'KADIKÖY' }, { name: 'moda diş', address: 'kadıköy' }, true],
    [{ name: ' A ', address: 'B' }, { name: 'a', address: 'b ' }, true],
    [{ name: 'ALPHA CLINIC', address: 'MODA' }, { name: 'Alpha Clinic', address: 'moda' }, true],
    [{ name: 'İstanbul Diş', address: 'X' }, { name: 'istanbul diş', address: 'x' }, true],
    [{ name: 'A', address: null }, { name: 'a', address: '' }, true],
    [{ name: 'A', address: 'B' }, { name: 'A', address: 'C' }, false],
  ])('duplicate key %j vs %j -> %s', (a, b, same) => {
    expect(businessKey(a) === businessKey(b)).toBe(same);
  });
});
