import { describe, expect, it, vi } from 'vitest';
import { normaliseLocation } from '../product-rules.ts';
import { foldForSearchKey } from './fold.ts';
import { locationReadings } from './location.ts';
import { MissingEnvError } from '../env.ts';
import { createPlaceSuggester, createSearchProvider, SearchConfigError } from './providers.ts';
import { parseSearchRequest, searchRequestMessages } from './request.ts';
import {
  answerRows,
  instagramHandle,
  LOCKED_ROW,
  websiteWithScheme,
  withoutDuplicates,
} from './shape.ts';
import { BUSINESS_TYPE_SYNONYMS, businessTypesFor, singularForms } from './synonyms.ts';
import { turkishTitleCase } from './title-case.ts';
import type { SearchRow } from './types.ts';

describe('turkishTitleCase', () => {
  it.each([
    ['İSTANBUL DİŞ', 'İstanbul Diş'],
    ['ılık', 'Ilık'],
    ['istanbul diş kliniği', 'İstanbul Diş Kliniği'],
    ['BAKIRKÖY ECZANESİ', 'Bakırköy Eczanesi'],
    ['şişli  ÇİÇEK evi', 'Şişli Çiçek Evi'],
    ['saint-germain-des-prés', 'Saint-Germain-Des-Prés'],
    ['(yeni) ÖZTÜRK', '(Yeni) Öztürk'],
    ['  Kahve Durağı ', 'Kahve Durağı'],
  ])('%s -> %s', (input, expected) => {
    expect(turkishTitleCase(input)).toBe(expected);
  });
});

describe('foldForSearchKey (the twin of private.fold_key)', () => {
  it.each([
    [['İstanbul', 'ISTANBUL', 'istanbul', 'Istanbul', 'ıstanbul', 'İSTANBUL'], 'istanbul'],
    [['Kadıköy', 'KADIKÖY', 'kadikoy', 'Kadikoy', 'kadıköy'], 'kadikoy'],
    [['Şişli', 'ŞİŞLİ', 'sisli'], 'sisli'],
    [['Çiğli', 'CIGLI', 'çiğli'], 'cigli'],
    [['Üsküdar', 'USKUDAR'], 'uskudar'],
    [['Diş hekimi', 'DİŞ HEKİMİ', 'dis hekimi', 'diş-hekimi'], 'dis hekimi'],
  ])('folds %j to %s', (inputs, expected) => {
    for (const input of inputs) expect(foldForSearchKey(input), input).toBe(expected);
  });

  it('folds JavaScript’s lower-cased İ (i + combining dot) and punctuation', () => {
    expect(foldForSearchKey('İstanbul'.toLowerCase())).toBe('istanbul');
    expect(foldForSearchKey("Presqu'île, Lyon")).toBe('presqu ile lyon');
    expect(foldForSearchKey('  Straße % _ ')).toBe('strasse');
    expect(foldForSearchKey('...')).toBe('');
  });
});

describe('locationReadings', () => {
  it('reads "district, city[, country]" labels district first', () => {
    expect(locationReadings('Kadıköy, İstanbul, Türkiye')).toEqual([
      { district: 'Kadıköy', city: 'İstanbul' },
      { city: 'Kadıköy' },
      { district: 'Kadıköy' },
      { city: 'İstanbul' },
    ]);
  });

  it('treats slashes as commas ("Kadıköy/İstanbul")', () => {
    expect(locationReadings('Kadıköy/İstanbul')[0]).toEqual({
      district: 'Kadıköy',
      city: 'İstanbul',
    });
  });

  it('reads a single name as a city, then as a district', () => {
    expect(locationReadings('  İstanbul ')).toEqual([
      { city: 'İstanbul' },
      { district: 'İstanbul' },
    ]);
  });

  it('splits words without commas both ways, then drops trailing words', () => {
    const readings = locationReadings('kadikoy istanbul');
    expect(readings.slice(0, 4)).toEqual([
      { city: 'kadikoy istanbul' },
      { district: 'kadikoy istanbul' },
      { district: 'kadikoy', city: 'istanbul' },
      { city: 'kadikoy', district: 'istanbul' },
    ]);
    expect(locationReadings('new york')[0]).toEqual({ city: 'new york' });
    expect(locationReadings('kadikoy istanbul turkey')).toContainEqual({
      district: 'kadikoy',
      city: 'istanbul',
    });
    expect(locationReadings('istanbul turkey')).toContainEqual({ city: 'istanbul' });
  });

  it('stays small for long inputs and empty for blank ones', () => {
    expect(locationReadings('a b c d e f g h i j k l').length).toBeLessThan(60);
    expect(locationReadings(' , , ')).toEqual([]);
  });
});

describe('business type synonyms', () => {
  it.each([
    [
      [
        'dentist',
        'Dentists',
        'dental clinic',
        'Dental Clinics',
        'diş hekimi',
        'DİŞ HEKİMLERİ',
        'dişçi',
        'dişçiler',
        'Dis Hekimi',
      ],
      ['dentist'],
    ],
    [['cafe', 'café', 'Cafes', 'kafe', 'kahveci', 'kahveciler', 'coffee shops'], ['cafe']],
    [
      ['hairdresser', 'hairdressers', 'kuaför', 'KUAFÖRLER'],
      ['hair salon', 'barber'],
    ],
    [['barber', 'berber', 'berberler', 'barbershops'], ['barber']],
    [['hair salon', 'hair salons'], ['hair salon']],
    [['pharmacy', 'pharmacies', 'eczane', 'eczanesi', 'eczaneler'], ['pharmacy']],
    [['bakery', 'bakeries', 'fırın', 'firin'], ['bakery']],
  ])('%j -> %j', (inputs, types) => {
    for (const input of inputs) expect(businessTypesFor(input), input).toEqual(types);
  });

  it('covers every directory type with itself, more English words and Turkish ones', () => {
    const types = Object.keys(BUSINESS_TYPE_SYNONYMS);
    expect(types).toHaveLength(35);
    for (const type of types) {
      expect(businessTypesFor(type), type).toContain(type);
      expect(BUSINESS_TYPE_SYNONYMS[type]!.length, type).toBeGreaterThanOrEqual(3);
    }
  });

  it('passes an unknown type through as typed (the database folds it)', () => {
    expect(businessTypesFor('  Tattoo Studio ')).toEqual(['Tattoo Studio']);
  });

  it('lists singular forms with the query first', () => {
    expect(singularForms('pharmacies')).toEqual(['pharmacies', 'pharmacy', 'pharmacie']);
    expect(singularForms('dis hekimleri')).toContain('dis hekimi');
  });
});

describe('parseSearchRequest', () => {
  const url = (path: string) => `http://functions.test/search/${path}`;
  const ok = (path: string) => {
    const parsed = parseSearchRequest(url(path));
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.value;
  };

  it('reads the location as the app sends it: normaliseLocation, slashes as commas', () => {
    const typed = ' Kadıköy/İstanbul ';
    expect(ok(`${encodeURIComponent(typed)}/20/cafe`).location).toBe(normaliseLocation(typed));
    expect(normaliseLocation(typed)).toBe('Kadıköy,İstanbul');
  });

  it('decodes the three segments', () => {
    expect(
      ok(`${encodeURIComponent('Kadıköy, İstanbul')}/100/${encodeURIComponent('diş hekimi')}`),
    ).toEqual({ location: 'Kadıköy, İstanbul', resultCount: 100, businessType: 'diş hekimi' });
    expect(ok('Berlin/20/cafe/')).toEqual({
      location: 'Berlin',
      resultCount: 20,
      businessType: 'cafe',
    });
    expect(
      ok(`${encodeURIComponent("Presqu'île (Lyon)")}/7/${encodeURIComponent('Bed & Breakfast')}`)
        .location,
    ).toBe("Presqu'île (Lyon)");
  });

  const long = 'a'.repeat(10_000);
  it.each([
    ['no segments', '', searchRequestMessages.shape],
    ['two segments', 'Berlin/20', searchRequestMessages.shape],
    ['four segments', 'Berlin/20/cafe/extra', searchRequestMessages.shape],
    ['a blank location', '%20%20/20/cafe', 'Location is required.'],
    ['an empty location', '/20/cafe', 'Location is required.'],
    ['a blank type', 'Berlin/20/%20', 'Business type is required.'],
    [
      'a 201-character location',
      `${'a'.repeat(201)}/20/cafe`,
      'Location must be at most 200 characters.',
    ],
    [
      'a 10,000-character type',
      `Berlin/20/${long}`,
      'Business type must be at most 200 characters.',
    ],
    [
      'a 10,000-character encoded location',
      `${'%C4%B0'.repeat(10_000)}/20/cafe`,
      'Location must be at most 200 characters.',
    ],
    ['%00', 'Berlin%00/20/cafe', 'Location must not contain control characters.'],
    ['a newline', 'Berlin/20/ca%0Afe', 'Business type must not contain control characters.'],
    [
      'malformed percent-encoding',
      'Berlin%E0%A4%A/20/cafe',
      'Location is not correctly URL-encoded.',
    ],
    ['a lone %', 'Berlin/20/caf%', 'Business type is not correctly URL-encoded.'],
    [
      'SQL',
      `Berlin/20/${encodeURIComponent("cafe'; drop table users; --")}`,
      "Business type may contain only letters, digits, spaces and . , ' & ( ) -.",
    ],
    [
      'SQL or',
      `${encodeURIComponent("x' or 1=1")}/20/cafe`,
      "Location may contain only letters, digits, spaces and . , ' & ( ) - /.",
    ],
    [
      'a path',
      `Berlin/20/${encodeURIComponent('../../etc/passwd')}`,
      "Business type may contain only letters, digits, spaces and . , ' & ( ) -.",
    ],
    [
      'dots',
      `${encodeURIComponent('../..')}/20/cafe`,
      "Location may contain only letters, digits, spaces and . , ' & ( ) - /.",
    ],
    [
      'a LIKE wildcard',
      `Berlin/20/${encodeURIComponent('%')}`,
      "Business type may contain only letters, digits, spaces and . , ' & ( ) -.",
    ],
    ['a non-numeric count', 'Berlin/twenty/cafe', searchRequestMessages.count],
    ['a negative count', 'Berlin/-20/cafe', searchRequestMessages.count],
    ['a decimal count', 'Berlin/20.5/cafe', searchRequestMessages.count],
    ['a zero count', 'Berlin/0/cafe', searchRequestMessages.count],
    ['a huge count', 'Berlin/100000000000000000000/cafe', searchRequestMessages.count],
    ['an empty count', 'Berlin//cafe', searchRequestMessages.count],
    ['a count with spaces', 'Berlin/%2020/cafe', searchRequestMessages.count],
  ])('refuses %s', (_name, path, message) => {
    const started = performance.now();
    expect(parseSearchRequest(url(path))).toEqual({ ok: false, message });
    // A hang, not a slow machine: a loaded CI core once took 60 ms for what takes 1 ms.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

const row = (name: string, address = 'Addr', extra: Partial<SearchRow> = {}): SearchRow => ({
  Name: name,
  Address: address,
  Phone: '+90 216 000 00 00',
  Email: 'a@b.co',
  Instagram: '@handle',
  Website: 'https://www.example.com',
  'Google Rating': '4.5',
  'Rating Count': '10',
  ...extra,
});

describe('answer shaping', () => {
  it('keeps one Instagram form (a handle) and absolute website URLs', () => {
    expect(instagramHandle('https://www.instagram.com/kahve.duragi/')).toBe('@kahve.duragi');
    expect(instagramHandle('kahve_duragi')).toBe('@kahve_duragi');
    expect(instagramHandle('@kahve')).toBe('@kahve');
    expect(instagramHandle(' ')).toBe('');
    expect(websiteWithScheme('example.com')).toBe('https://example.com');
    expect(websiteWithScheme('http://example.com')).toBe('http://example.com');
    expect(websiteWithScheme('')).toBe('');
  });

  it('drops duplicates by name and address, case-insensitively (Turkish)', () => {
    const rows = withoutDuplicates([
      row('Diş Evi', 'Moda Cad. 1'),
      row('DİŞ EVİ', 'MODA CAD. 1'),
      row('Diş Evi', 'Other'),
    ]);
    expect(rows.map((r) => r.Address)).toEqual(['Moda Cad. 1', 'Other']);
  });

  it('drops duplicates whatever the case of an English name or address (I and ı fold together, as the app does)', () => {
    const rows = answerRows(
      [
        row('Alpha Clinic', '1 Main Street, Dublin'),
        row('ALPHA CLINIC', '1 MAIN STREET, DUBLIN'),
        row('alpha clınıc', '1 maın street, dublın'),
      ],
      'pro',
      20,
    );
    expect(rows).toHaveLength(1);
  });

  it('gives Pro every row and free 10 real rows then placeholders', () => {
    const rows = Array.from({ length: 20 }, (_, i) => row(`Business ${i}`, `Street ${i}`));
    expect(answerRows(rows, 'pro', 20)).toHaveLength(20);
    const free = answerRows(rows, 'free', 20);
    expect(free.slice(0, 10).map((r) => r.Name)).toEqual(rows.slice(0, 10).map((r) => r.Name));
    for (const locked of free.slice(10)) expect(locked).toEqual(LOCKED_ROW);
    expect(answerRows(rows.slice(0, 13), 'free', 20).filter((r) => 'Locked' in r)).toHaveLength(3);
    expect(answerRows(rows.slice(0, 4), 'free', 20)).toHaveLength(4);
  });
});

describe('createSearchProvider', () => {
  const client = {
    getUser: async () => null,
    rpc: async () => [],
    select: async () => [],
  } as never;
  it('defaults to the directory and refuses unknown names as a configuration error', () => {
    expect(createSearchProvider(undefined, client).name).toBe('directory');
    expect(createSearchProvider(' ', client).name).toBe('directory');
    expect(() => createSearchProvider('bing', client)).toThrow(SearchConfigError);
    expect(() => createSearchProvider('toString', client)).toThrow(SearchConfigError);
  });

  it('builds google, for search and suggestions, only with the GOOGLE_PLACES_API_KEY secret', () => {
    const saved = process.env.GOOGLE_PLACES_API_KEY;
    try {
      delete process.env.GOOGLE_PLACES_API_KEY;
      expect(() => createSearchProvider('google', client)).toThrow(MissingEnvError);
      expect(() => createPlaceSuggester('google', client)).toThrow(MissingEnvError);
      process.env.GOOGLE_PLACES_API_KEY = 'key';
      expect(createSearchProvider(' google ', client).name).toBe('google');
      expect(createPlaceSuggester('google', client).name).toBe('google');
      expect(createPlaceSuggester(undefined, client).name).toBe('directory');
      expect(() => createPlaceSuggester('bing', client)).toThrow(SearchConfigError);
    } finally {
      if (saved === undefined) delete process.env.GOOGLE_PLACES_API_KEY;
      else process.env.GOOGLE_PLACES_API_KEY = saved;
    }
  });

  it('sends Places requests to GOOGLE_PLACES_API_URL when set, to Google otherwise (issue 21 item 5)', async () => {
    const saved = {
      key: process.env.GOOGLE_PLACES_API_KEY,
      url: process.env.GOOGLE_PLACES_API_URL,
    };
    const fetched: string[] = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      fetched.push(String(input));
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    try {
      process.env.GOOGLE_PLACES_API_KEY = 'key';
      process.env.GOOGLE_PLACES_API_URL = 'http://127.0.0.1:9/places-stand-in/';
      await createPlaceSuggester('google', client).suggest('Kadıköy', {});
      await createSearchProvider('google', client).search({
        location: 'Kadıköy',
        businessType: 'dentist',
        limit: 20,
      });
      delete process.env.GOOGLE_PLACES_API_URL;
      await createPlaceSuggester('google', client).suggest('Kadıköy', {});
      expect(fetched.length).toBeGreaterThanOrEqual(3);
      expect(
        fetched
          .slice(0, -1)
          .every((url) => url.startsWith('http://127.0.0.1:9/places-stand-in/v1/')),
      ).toBe(true);
      expect(fetched.at(-1)).toMatch(/^https:\/\/places\.googleapis\.com\/v1\//);
    } finally {
      fetchSpy.mockRestore();
      for (const [name, value] of [
        ['GOOGLE_PLACES_API_KEY', saved.key],
        ['GOOGLE_PLACES_API_URL', saved.url],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
