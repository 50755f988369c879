import { describe, expect, it } from 'vitest';
import type { Business } from './business';
import {
  isListNameTaken,
  listNameKey,
  listNameOrNull,
  newBusinessesFor,
  toListItem,
} from './list-items';
import { makeBusiness, NO_CONTACTS } from '@test-support/app/businesses';

const b = (name: string, address: string | null, extra: Partial<Business> = {}): Business =>
  makeBusiness({ name, address, ...extra });

describe('adding to a list (spec 5)', () => {
  it.each([
    ['nothing in the list', [], [b('A', 'X'), b('B', 'Y')], ['A', 'B']],
    ['same name and address, other case', [b('a', 'x')], [b('A', 'X'), b('B', 'Y')], ['B']],
    ['Turkish case', [b('moda diş', 'kadıköy')], [b('MODA DİŞ', 'KADIKÖY')], []],
    ['same name, other address is new', [b('A', 'X')], [b('A', 'Z')], ['A']],
    ['repeated within the selection', [], [b('A', 'X'), b('a', 'x ')], ['A']],
    ['all duplicates', [b('A', 'X')], [b('A', 'X')], []],
  ])('%s', (_name, existing, candidates, names) => {
    expect(newBusinessesFor(existing, candidates).map((x) => x.name)).toEqual(names);
  });

  it('a business as a list item row', () => {
    expect(
      toListItem('L1', b('A', 'X', { email: ' ', google_rating: '4,5', rating_count: '12' })),
    ).toEqual({
      list_id: 'L1',
      name: 'A',
      address: 'X',
      phone: null,
      email: null,
      instagram: null,
      website: null,
      google_rating: '4.5',
      rating_count: 12,
      ...NO_CONTACTS,
    });
    expect(
      toListItem('L', b('A', null, { google_rating: '9', rating_count: '1.5' })),
    ).toMatchObject({ google_rating: null, rating_count: null });
  });

  it("keeps issue 20's contacts and the place id, blanks as null", () => {
    const contacts = {
      facebook: 'https://www.facebook.com/a',
      tiktok: 'https://www.tiktok.com/@a',
      x: 'https://x.com/a',
      youtube: 'https://www.youtube.com/@a',
      whatsapp: '+905321234567',
      phone_international: '+902165551234',
      phone_type: 'FIXED_LINE',
      email_status: 'verified domain',
      place_id: 'ChIJa',
    };
    expect(toListItem('L1', b('A', 'X', { ...contacts, linkedin: ' ' }))).toMatchObject({
      ...contacts,
      linkedin: null,
    });
  });

  it.each([
    ['  Leads  ', 'Leads'],
    ['   ', null],
    ['', null],
  ])('list name %j -> %j', (input, expected) => {
    expect(listNameOrNull(input)).toBe(expected);
  });

  it.each([
    ['Leads', 'LEADS'],
    ['  Leads ', 'leads'],
    ['İSTANBUL dentists', 'istanbul dentists'],
    ['Istanbul', 'ıstanbul'],
    ['ŞİŞLİ Cafés', 'şişli cafés'],
    ['I\u0307stanbul', 'İstanbul'],
    ['Cafe\u0301', 'Café'],
  ])('list names %j and %j are one name', (a, b) => {
    expect(listNameKey(a)).toBe(listNameKey(b));
    expect(isListNameTaken([a], b)).toBe(true);
  });

  it.each([
    ['Leads', 'Leads 2'],
    ['Cafés', 'Cafes'],
    ['Ankara', 'Ankara-'],
  ])('list names %j and %j are two names', (a, b) => {
    expect(isListNameTaken([a], b)).toBe(false);
  });
});
