// Business-type synonyms (issue 9 item 2), English and Turkish, for every type of the
// directory. A constant map rather than a table: it is vocabulary of this provider (a
// Google provider sends the words to Google instead), it changes with code review like
// the rest of the provider, and it is tested without a database. Keys are folded with
// foldForSearchKey, so case, accents and Turkish letters do not matter; plurals are handled by
// the suffix rules below.
import { foldForSearchKey } from './fold.ts';

/** Directory type (directory_businesses.business_type) -> words users type for it. */
export const BUSINESS_TYPE_SYNONYMS: Record<string, readonly string[]> = {
  dentist: [
    'dentist',
    'dental clinic',
    'dental practice',
    'dental',
    'dentistry',
    'diş hekimi',
    'dişçi',
    'diş kliniği',
    'diş polikliniği',
    'ağız ve diş sağlığı',
  ],
  restaurant: ['restaurant', 'bistro', 'eatery', 'diner', 'restoran', 'lokanta', 'ocakbaşı'],
  cafe: [
    'cafe',
    'café',
    'coffee shop',
    'coffee',
    'coffee house',
    'kafe',
    'kahveci',
    'kahve',
    'kahve evi',
  ],
  'hair salon': [
    'hair salon',
    'hairdresser',
    'hair stylist',
    'hairstylist',
    'kuaför',
    'kuaför salonu',
    'bayan kuaförü',
  ],
  // "Kuaför" and "hairdresser" also name men's hairdressers: both types answer them.
  barber: [
    'barber',
    'barbershop',
    'barber shop',
    'berber',
    'erkek kuaförü',
    'hairdresser',
    'kuaför',
  ],
  gym: ['gym', 'fitness', 'fitness center', 'fitness centre', 'fitness club', 'spor salonu'],
  pharmacy: ['pharmacy', 'chemist', 'drugstore', 'eczane'],
  veterinarian: [
    'veterinarian',
    'vet',
    'veterinary clinic',
    'animal hospital',
    'veteriner',
    'veteriner kliniği',
    'hayvan hastanesi',
  ],
  'law firm': [
    'law firm',
    'lawyer',
    'attorney',
    'solicitor',
    'law office',
    'avukat',
    'hukuk bürosu',
    'avukatlık bürosu',
  ],
  accountant: [
    'accountant',
    'accounting',
    'accounting firm',
    'bookkeeper',
    'muhasebeci',
    'muhasebe',
    'mali müşavir',
    'muhasebe bürosu',
  ],
  'real estate agency': [
    'real estate agency',
    'real estate',
    'real estate agent',
    'estate agent',
    'realtor',
    'emlak',
    'emlakçı',
    'emlak ofisi',
    'gayrimenkul',
  ],
  plumber: ['plumber', 'plumbing', 'tesisatçı', 'su tesisatçısı', 'tesisat'],
  electrician: ['electrician', 'electrical contractor', 'elektrikçi', 'elektrik'],
  bakery: ['bakery', 'baker', 'fırın', 'ekmek fırını', 'unlu mamuller'],
  florist: ['florist', 'flower shop', 'çiçekçi', 'çiçek'],
  'car repair': [
    'car repair',
    'auto repair',
    'garage',
    'mechanic',
    'car service',
    'oto servis',
    'oto tamir',
    'tamirci',
    'oto tamirci',
  ],
  hotel: ['hotel', 'otel', 'boutique hotel', 'butik otel', 'inn'],
  optician: [
    'optician',
    'optometrist',
    'optical store',
    'eyewear',
    'optik',
    'optisyen',
    'gözlükçü',
  ],
  physiotherapist: [
    'physiotherapist',
    'physiotherapy',
    'physical therapist',
    'physical therapy',
    'physio',
    'fizyoterapist',
    'fizyoterapi',
    'fizik tedavi',
    'fizik tedavi merkezi',
  ],
  'yoga studio': ['yoga studio', 'yoga', 'yoga stüdyosu', 'yoga merkezi'],
  'pet shop': [
    'pet shop',
    'pet store',
    'pet supplies',
    'petshop',
    'evcil hayvan market',
    'evcil hayvan dükkanı',
  ],
  bookstore: ['bookstore', 'bookshop', 'bookseller', 'kitapçı', 'kitabevi'],
  'dry cleaner': ['dry cleaner', 'dry cleaning', 'cleaners', 'kuru temizleme', 'kuru temizlemeci'],
  photographer: ['photographer', 'photo studio', 'photography', 'fotoğrafçı', 'fotoğraf stüdyosu'],
  architect: [
    'architect',
    'architecture firm',
    'architecture',
    'mimar',
    'mimarlık ofisi',
    'mimarlık',
  ],
  'insurance agency': [
    'insurance agency',
    'insurance',
    'insurance agent',
    'insurance broker',
    'sigorta',
    'sigorta acentesi',
    'sigortacı',
  ],
  'driving school': ['driving school', 'sürücü kursu', 'ehliyet kursu', 'sürücü okulu'],
  'language school': [
    'language school',
    'language course',
    'language centre',
    'language center',
    'dil okulu',
    'dil kursu',
    'yabancı dil kursu',
  ],
  'dermatology clinic': [
    'dermatology clinic',
    'dermatologist',
    'dermatology',
    'skin clinic',
    'dermatolog',
    'cildiye',
    'dermatoloji',
    'dermatoloji kliniği',
    'cilt doktoru',
  ],
  'pastry shop': [
    'pastry shop',
    'patisserie',
    'cake shop',
    'pastane',
    'pastacı',
    'tatlıcı',
    'baklavacı',
  ],
  'beauty salon': [
    'beauty salon',
    'beauty parlour',
    'beauty center',
    'beauty centre',
    'beautician',
    'güzellik salonu',
    'güzellik merkezi',
  ],
  'travel agency': [
    'travel agency',
    'travel agent',
    'tour operator',
    'seyahat acentesi',
    'seyahat acentası',
    'turizm acentesi',
    'turizm',
  ],
  'marketing agency': [
    'marketing agency',
    'advertising agency',
    'digital agency',
    'ad agency',
    'reklam ajansı',
    'dijital ajans',
    'reklamcı',
    'pazarlama ajansı',
  ],
  'furniture store': [
    'furniture store',
    'furniture shop',
    'furniture',
    'mobilya',
    'mobilyacı',
    'mobilya mağazası',
  ],
  'jewelry store': [
    'jewelry store',
    'jewellery store',
    'jeweler',
    'jeweller',
    'jewelry',
    'jewellery',
    'kuyumcu',
    'mücevher',
  ],
};

const INDEX: ReadonlyMap<string, readonly string[]> = (() => {
  const index = new Map<string, string[]>();
  for (const [type, words] of Object.entries(BUSINESS_TYPE_SYNONYMS)) {
    for (const word of [type, ...words]) {
      const key = foldForSearchKey(word);
      const types = index.get(key) ?? [];
      if (!types.includes(type)) types.push(type);
      index.set(key, types);
    }
  }
  return index;
})();

/**
 * Forms of a folded query with plural and Turkish possessive endings removed, the
 * query itself first: "dentists" -> dentist, "pharmacies" -> pharmacy,
 * "diş hekimleri" -> diş hekim(i), "kuaförler" -> kuaför, "eczanesi" -> eczane.
 */
export function singularForms(key: string): string[] {
  const forms = [key];
  const rules: [RegExp, string][] = [
    [/ies$/, 'y'],
    [/(ch|sh|x|ss)es$/, '$1'],
    [/s$/, ''],
    [/(ler|lar)i$/, 'i'],
    [/(ler|lar)$/, ''],
    [/(leri|lari)$/, ''],
    [/si$/, ''],
    [/i$/, ''],
  ];
  for (const [pattern, replacement] of rules) {
    const form = key.replace(pattern, replacement);
    if (form !== key && form.length >= 2 && !forms.includes(form)) forms.push(form);
  }
  return forms;
}

/**
 * The directory types a typed business type means: its synonyms' types, or the
 * typed words themselves (folded in SQL) when no synonym matches.
 */
export function businessTypesFor(businessType: string): string[] {
  const key = foldForSearchKey(businessType);
  for (const form of singularForms(key)) {
    const types = INDEX.get(form);
    if (types) return [...types];
  }
  return [businessType.trim()];
}
