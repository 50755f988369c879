// Typed phones (issue 20 item 4): E.164 and libphonenumber-js's type for the numbers
// Places and the directory give, written as each country writes them.
import { describe, expect, it } from 'vitest';
import { rowCountry, rowPhone } from '../search/row-phone.ts';
import { findingsOf } from '../enrich/extract.ts';
import { parsePage } from '../enrich/html.ts';
import { whatsappE164 } from '../enrich/whatsapp.ts';
import {
  countryCode,
  countryFromAddress,
  mayBeMobile,
  telLink,
  typedPhone,
  whatsappLink,
  whatsappNumber,
} from './phone.ts';

describe('typedPhone', () => {
  it.each([
    // Türkiye: 05xx mobile, 0212/0216/0312 fixed, 444 company numbers, 0850, 0800, 0900.
    ['0532 123 45 67', 'TR', '+905321234567', 'MOBILE'],
    ['(0505) 987 65 43', 'TR', '+905059876543', 'MOBILE'],
    ['0212 244 55 66', 'TR', '+902122445566', 'FIXED_LINE'],
    ['0 (312) 444 12 34', 'TR', '+903124441234', 'FIXED_LINE'],
    ['444 1 444', 'TR', '+904441444', 'UAN'],
    ['+90 444 0 444', null, '+904440444', 'UAN'],
    ['0850 222 00 00', 'TR', '+908502220000', 'VOIP'],
    ['0800 211 00 00', 'TR', '+908002110000', 'TOLL_FREE'],
    ['0900 123 45 67', 'TR', '+909001234567', 'PREMIUM_RATE'],
    ['0090 532 123 45 67', 'TR', '+905321234567', 'MOBILE'],
    // Germany: 015x/016x/017x mobile, area codes fixed, 0800 toll free, 0180 shared cost.
    ['0151 23456789', 'DE', '+4915123456789', 'MOBILE'],
    ['0160 1234567', 'DE', '+491601234567', 'MOBILE'],
    ['0176 12345678', 'DE', '+4917612345678', 'MOBILE'],
    ['030 1234567', 'DE', '+49301234567', 'FIXED_LINE'],
    ['+49 89 12345678', null, '+498912345678', 'FIXED_LINE'],
    ['0800 1234567', 'DE', '+498001234567', 'TOLL_FREE'],
    ['0180 1234567', 'DE', '+491801234567', 'SHARED_COST'],
    // Spain: no trunk 0; 6xx/7xx mobile, 9xx fixed, 900 toll free.
    ['612 345 678', 'ES', '+34612345678', 'MOBILE'],
    ['712 345 678', 'ES', '+34712345678', 'MOBILE'],
    ['912 345 678', 'ES', '+34912345678', 'FIXED_LINE'],
    ['+34 932 12 34 56', null, '+34932123456', 'FIXED_LINE'],
    ['900 123 456', 'ES', '+34900123456', 'TOLL_FREE'],
    // United Kingdom: 07 mobile, 01/02 fixed, 0800 toll free.
    ['07400 123456', 'GB', '+447400123456', 'MOBILE'],
    ['020 7946 0018', 'GB', '+442079460018', 'FIXED_LINE'],
    ['0161 496 0000', 'GB', '+441614960000', 'FIXED_LINE'],
    ['0800 123 4567', 'GB', '+448001234567', 'TOLL_FREE'],
    ['0800 123 4567', 'uk', '+448001234567', 'TOLL_FREE'],
    // United States: one plan for landlines and mobiles; 800 toll free.
    ['(212) 555-0123', 'US', '+12125550123', 'FIXED_LINE_OR_MOBILE'],
    ['+1 202-456-1111', null, '+12024561111', 'FIXED_LINE_OR_MOBILE'],
    ['800-555-0199', 'US', '+18005550199', 'TOLL_FREE'],
  ])('%s in %s -> %s %s', (raw, country, e164, type) => {
    expect(typedPhone(raw, country)).toEqual({ e164, type });
  });

  it('keeps a number of possible length the metadata does not know, without a type', () => {
    // Ofcom's range for drama: the right length, assigned to no line.
    expect(typedPhone('07700 900123', 'GB')).toEqual({ e164: '+447700900123', type: '' });
  });

  it('gives nothing for text that is no phone number', () => {
    for (const [raw, country] of [
      ['', 'TR'],
      ['abc', 'TR'],
      ['123', 'TR'],
      ['0532 123', 'TR'],
      ['+90 000 000 00 00', null],
      // A national number without a country cannot be placed.
      ['0532 123 45 67', null],
      ['0532 123 45 67', 'XX'],
    ] as const) {
      expect(typedPhone(raw, country)).toEqual({ e164: '', type: '' });
    }
  });

  it('builds tel: and WhatsApp links, and says which types may be a mobile', () => {
    expect(telLink('+905321234567')).toBe('tel:+905321234567');
    expect(whatsappLink('+905321234567')).toBe('https://wa.me/905321234567');
    expect(telLink('')).toBe('');
    expect(whatsappLink('')).toBe('');
    expect(mayBeMobile('MOBILE')).toBe(true);
    expect(mayBeMobile('FIXED_LINE_OR_MOBILE')).toBe(true);
    expect(mayBeMobile('FIXED_LINE')).toBe(false);
    expect(mayBeMobile('UAN')).toBe(false);
    expect(mayBeMobile('')).toBe(false);
  });
});

const SITE = 'https://www.x.com/';

describe('WhatsApp numbers normalised by the same module', () => {
  it('turns what the crawler reads into E.164, as typedPhone does', () => {
    expect(whatsappNumber('+90 (532) 123 45 67')).toBe('+905321234567');
    expect(whatsappNumber('0532 123 45 67', 'TR')).toBe('+905321234567');
    expect(whatsappE164('905321234567', null, true)).toBe('+905321234567');
    expect(whatsappE164('0532 123 45 67', '90')).toBe('+905321234567');
    expect(whatsappE164('+90 (0)532 123 45 67', null)).toBe('+905321234567');
    expect(whatsappE164('0170 1234 598', '49')).toBe('+491701234598');
    expect(whatsappE164('612 345 987', '34')).toBe('+34612345987');
    expect(whatsappE164('+44 7400 123456', null)).toBe('+447400123456');
  });

  it('drops what has no possible length', () => {
    // Ten digits pass the crawler's own length rule; nine national digits are no US number.
    expect(whatsappE164('1212555012', null, true)).toBeNull();
    expect(
      findingsOf([parsePage('<a href="https://wa.me/1212555012">WhatsApp</a>', SITE)], 'x.com')
        .whatsapp,
    ).toBeNull();
    expect(
      findingsOf([parsePage('<a href="https://wa.me/12125550123">WhatsApp</a>', SITE)], 'x.com')
        .whatsapp,
    ).toBe('+12125550123');
    expect(whatsappNumber('+90 532 123')).toBeNull();
    expect(whatsappE164('+90 532 123 45 67 89 01', null, true)).toBeNull();
    expect(whatsappE164('+1 212 55', null, true)).toBeNull();
  });
});

describe("a result's country", () => {
  it.each([
    ['Caferağa, Moda Cd. No:1, 34710 Kadıköy/İstanbul, Türkiye', 'TR'],
    ['Bağdat Cd. No:5, Kadıköy/İstanbul, Turkey', 'TR'],
    ['Friedrichstraße 43, 10117 Berlin, Deutschland', 'DE'],
    ['Friedrichstraße 43, 10117 Berlin, Germany', 'DE'],
    ['Calle Mayor 1, 28013 Madrid, España', 'ES'],
    ['Calle Mayor 1, 28013 Madrid, Spain', 'ES'],
    ['221B Baker St, London NW1 6XE, UK', 'GB'],
    ['221B Baker St, London NW1 6XE, United Kingdom', 'GB'],
    ['1600 Amphitheatre Pkwy, Mountain View, CA 94043, USA', 'US'],
    ['350 5th Ave, New York, NY 10118, United States', 'US'],
    ['Rua Augusta 10, 1100-053 Lisboa, Portugal', 'PT'],
    // Not in the short list: Intl's English and Turkish names.
    ['Karl Johans gate 1, 0154 Oslo, Norway', 'NO'],
    ['Karl Johans gate 1, 0154 Oslo, Norveç', 'NO'],
  ])('%s -> %s', (address, country) => {
    expect(countryFromAddress(address)).toBe(country);
  });

  it('is null when the address ends with no country', () => {
    expect(countryFromAddress('Street 1, Kadıköy, İstanbul')).toBeNull();
    expect(countryFromAddress('')).toBeNull();
  });

  it("takes the row's address first, then the searched location, then Turkey for a Turkish place", () => {
    expect(rowCountry('Calle Mayor 1, 28013 Madrid, Spain', 'Kadıköy, İstanbul, Türkiye')).toBe(
      'ES',
    );
    expect(rowCountry('Street 1, Kadıköy, İstanbul', 'Kadıköy/İstanbul, Türkiye')).toBe('TR');
    expect(rowCountry('Street 1, Kadıköy', 'Kadıköy')).toBe('TR');
    expect(rowCountry('Friedrichstraße 43, 10117 Berlin', 'Berlin, Germany')).toBe('DE');
    expect(rowCountry('Friedrichstraße 43, 10117 Berlin', 'Berlin')).toBeNull();
    // A national number with no country found stays untyped; one with its code does not need it.
    expect(rowPhone({ Phone: '030 1234567', Address: 'Berlin' }, 'Berlin')).toEqual({
      e164: '',
      type: '',
    });
    expect(rowPhone({ Phone: '+49 30 1234567', Address: 'Berlin' }, 'Berlin')).toEqual({
      e164: '+49301234567',
      type: 'FIXED_LINE',
    });
    expect(rowPhone({ Phone: '0216 336 12 34', Address: 'Moda, Kadıköy' }, 'Kadıköy')).toEqual({
      e164: '+902163361234',
      type: 'FIXED_LINE',
    });
  });

  it('knows ISO codes, and UK as GB', () => {
    expect(countryCode('tr')).toBe('TR');
    expect(countryCode('UK')).toBe('GB');
    expect(countryCode('XX')).toBeNull();
    expect(countryCode(null)).toBeNull();
  });
});
