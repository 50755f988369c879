// Which language and region to ask Google for. A search in Turkey gets Turkish names and
// addresses ("Kadıköy/İstanbul", "Diş Kliniği") and Turkish ranking (languageCode "tr",
// regionCode "TR"); anything else English, with no region (regionCode only biases
// ranking and formatting; it never restricts, so a wrong guess would only hurt).
// https://developers.google.com/maps/documentation/places/web-service/text-search
// (languageCode, regionCode: CLDR two-character codes).
import { foldForSearchKey } from '../fold.ts';

export interface SearchLocale {
  languageCode: string;
  regionCode?: string;
}

/** The 81 provinces of Türkiye, folded, and the country's names. */
const TURKISH_PLACES = new Set(
  [
    'turkiye turkey',
    'adana adiyaman afyonkarahisar agri amasya ankara antalya artvin aydin balikesir bilecik',
    'bingol bitlis bolu burdur bursa canakkale cankiri corum denizli diyarbakir edirne elazig',
    'erzincan erzurum eskisehir gaziantep giresun gumushane hakkari hatay isparta mersin',
    'istanbul izmir kars kastamonu kayseri kirklareli kirsehir kocaeli konya kutahya malatya',
    'manisa kahramanmaras mardin mugla mus nevsehir nigde ordu rize sakarya samsun siirt sinop',
    'sivas tekirdag tokat trabzon tunceli sanliurfa usak van yozgat zonguldak aksaray bayburt',
    'karaman kirikkale batman sirnak bartin ardahan igdir yalova karabuk kilis osmaniye duzce',
  ]
    .join(' ')
    .split(' '),
);

/** Province names that are also common words or places elsewhere ("Van Nuys", "Batman"):
 * they count only as a whole part of the location ("Van, Türkiye" or "Van"). */
const AMBIGUOUS = new Set([
  'van',
  'mus',
  'batman',
  'ordu',
  'kars',
  'bolu',
  'rize',
  'kilis',
  'siirt',
]);

// Letters only Turkish (and Azerbaijani) spelling uses: dotless ı, dotted İ, ğ, ş.
const TURKISH_LETTERS = /[ıİğĞşŞ]/;

export function isTurkishSearch(location: string, businessType = ''): boolean {
  if (TURKISH_LETTERS.test(location) || TURKISH_LETTERS.test(businessType)) return true;
  const parts = location.split(/[,/\\]/).map(foldForSearchKey);
  if (parts.some((part) => TURKISH_PLACES.has(part))) return true;
  return parts.some((part) =>
    part.split(' ').some((word) => TURKISH_PLACES.has(word) && !AMBIGUOUS.has(word)),
  );
}

export function searchLocale(location: string, businessType: string): SearchLocale {
  return isTurkishSearch(location, businessType)
    ? { languageCode: 'tr', regionCode: 'TR' }
    : { languageCode: 'en' };
}
