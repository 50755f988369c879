// Hosts shared by many businesses (issue 20 item 1): the platforms small businesses list as
// their website. A business's site there is a path prefix (doktortakvimi.com/<doctor>,
// linktr.ee/<handle>, <user>.wixsite.com/<site>) or its own sub-domain
// (<name>.business.site). The platform's own support address and accounts are never the
// business's; on a profile platform, whatever sits in its header, footer or navigation is
// the platform's too.
import { registrableDomain } from './domains.ts';

/**
 * profile: the platform shows the business inside its own page (booking, delivery,
 * marketplace, directory): its chrome is the platform's.
 * bio: a link-in-bio page: every link on it is the business's.
 * builder: the business's own site on a free builder: all of it is the business's.
 */
export type PlatformKind = 'profile' | 'bio' | 'builder';

export interface Platform {
  name: string;
  /** Registrable domains it serves businesses from. */
  domains: string[];
  kind: PlatformKind;
  /**
   * The path of one business, from the start of the path; null when each business has
   * its own sub-domain (and then the bare domain or www. is the platform's own site).
   */
  prefix: RegExp | null;
  /** Its own accounts' names, its parent company's included, squashed (a-z0-9 only). */
  brands: string[];
}

const FIRST = /^\/[^/?#]+/;

export const PLATFORMS: readonly Platform[] = [
  // Health and beauty booking (Docplanner's family, Treatwell, Fresha, Booksy, Doctolib…).
  {
    name: 'doktortakvimi',
    domains: [
      'doktortakvimi.com',
      'doctoralia.es',
      'doctoralia.com.mx',
      'doctoralia.com.br',
      'doctoralia.pt',
      'miodottore.it',
      'znanylekarz.pl',
      'jameda.de',
    ],
    kind: 'profile',
    prefix: /^\/(?:klinikler|clinicas|cliniche|placowki|kliniken)\/[^/?#]+|^\/[^/?#]+/,
    brands: ['doktortakvimi', 'docplanner', 'doctoralia', 'miodottore', 'znanylekarz', 'jameda'],
  },
  {
    name: 'treatwell',
    domains: [
      'treatwell.co.uk',
      'treatwell.de',
      'treatwell.es',
      'treatwell.fr',
      'treatwell.it',
      'treatwell.nl',
      'treatwell.at',
      'treatwell.ch',
      'treatwell.ie',
      'treatwell.be',
      'treatwell.pt',
    ],
    kind: 'profile',
    prefix: /^\/(?:place|ort|establecimiento|salon|salone|salao|etablissement|lokal)\/[^/?#]+/,
    brands: ['treatwell'],
  },
  {
    name: 'fresha',
    domains: ['fresha.com'],
    kind: 'profile',
    prefix: /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:a|lvp|book-now|providers)\/[^/?#]+/,
    brands: ['fresha', 'shedul'],
  },
  {
    name: 'booksy',
    domains: ['booksy.com'],
    kind: 'profile',
    prefix: /^\/[a-z]{2}(?:-[a-z]{2})?\/\d+_[^/?#]+/,
    brands: ['booksy'],
  },
  {
    name: 'doctolib',
    domains: ['doctolib.de', 'doctolib.fr', 'doctolib.it'],
    kind: 'profile',
    prefix: /^\/[^/?#]+\/[^/?#]+\/[^/?#]+/,
    brands: ['doctolib'],
  },
  {
    name: 'planity',
    domains: ['planity.com'],
    kind: 'profile',
    prefix: FIRST,
    brands: ['planity'],
  },
  {
    name: 'calendly',
    domains: ['calendly.com'],
    kind: 'profile',
    prefix: FIRST,
    brands: ['calendly'],
  },
  {
    name: 'zocdoc',
    domains: ['zocdoc.com'],
    kind: 'profile',
    prefix: /^\/(?:doctor|practice)\/[^/?#]+/,
    brands: ['zocdoc'],
  },
  {
    name: 'squareup',
    domains: ['squareup.com'],
    kind: 'profile',
    prefix: /^\/appointments\/book\/[^/?#]+/,
    brands: ['square', 'squareup'],
  },
  // Services, food delivery and marketplaces.
  {
    name: 'armut',
    domains: ['armut.com'],
    kind: 'profile',
    // Its profiles are under /hizmetveren/ and /hizmet-veren/: each one a business of its own.
    prefix: /^\/hizmet-?veren\/[^/?#]+/,
    brands: ['armut'],
  },
  {
    name: 'yemeksepeti',
    domains: ['yemeksepeti.com'],
    kind: 'profile',
    prefix: /^\/restaurant\/[^/?#]+(?:\/[^/?#]+)?/,
    brands: ['yemeksepeti', 'deliveryhero'],
  },
  {
    name: 'getir',
    domains: ['getir.com'],
    kind: 'profile',
    prefix: /^\/(?:yemek|carsi)\/(?:restoran|isletme)\/[^/?#]+/,
    brands: ['getir'],
  },
  {
    name: 'trendyol',
    domains: ['trendyol.com', 'trendyolyemek.com', 'tgoyemek.com'],
    kind: 'profile',
    prefix: /^\/(?:magaza|restoran)\/[^/?#]+/,
    brands: ['trendyol', 'trendyolyemek', 'trendyolgo', 'tgoyemek'],
  },
  {
    name: 'hepsiburada',
    domains: ['hepsiburada.com'],
    kind: 'profile',
    prefix: /^\/magaza\/[^/?#]+/,
    brands: ['hepsiburada'],
  },
  {
    name: 'n11',
    domains: ['n11.com'],
    kind: 'profile',
    prefix: /^\/magaza\/[^/?#]+/,
    brands: ['n11', 'n11com'],
  },
  {
    name: 'sahibinden',
    domains: ['sahibinden.com'],
    kind: 'profile',
    prefix: /^\/ilan\/[^/?#]+/,
    brands: ['sahibinden'],
  },
  {
    name: 'ciceksepeti',
    domains: ['ciceksepeti.com'],
    kind: 'profile',
    prefix: /^\/magaza\/[^/?#]+/,
    brands: ['ciceksepeti'],
  },
  {
    name: 'shopier',
    domains: ['shopier.com'],
    kind: 'profile',
    prefix: FIRST,
    brands: ['shopier'],
  },
  {
    name: 'etsy',
    domains: ['etsy.com'],
    kind: 'profile',
    prefix: /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?shop\/[^/?#]+/,
    brands: ['etsy'],
  },
  {
    name: 'ubereats',
    domains: ['ubereats.com'],
    kind: 'profile',
    prefix: /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?store\/[^/?#]+/,
    brands: ['ubereats', 'uber'],
  },
  {
    name: 'deliveroo',
    domains: ['deliveroo.co.uk', 'deliveroo.es', 'deliveroo.fr', 'deliveroo.it', 'deliveroo.ie'],
    kind: 'profile',
    prefix: /^\/menu\/[^/?#]+\/[^/?#]+\/[^/?#]+/,
    brands: ['deliveroo'],
  },
  {
    name: 'lieferando',
    domains: ['lieferando.de', 'lieferando.at', 'thuisbezorgd.nl'],
    kind: 'profile',
    prefix: /^\/(?:[a-z]{2}\/)?(?:speisekarte|menu|menukaart)\/[^/?#]+/,
    brands: ['lieferando', 'thuisbezorgd', 'justeattakeaway'],
  },
  {
    name: 'justeat',
    domains: ['just-eat.co.uk', 'just-eat.es', 'just-eat.ie', 'just-eat.fr'],
    kind: 'profile',
    prefix: /^\/restaurants-[^/?#]+/,
    brands: ['justeat', 'justeatuk', 'justeates'],
  },
  {
    name: 'glovo',
    domains: ['glovoapp.com'],
    kind: 'profile',
    prefix: /^\/[a-z]{2}\/[a-z]{2}\/[^/?#]+\/[^/?#]+/,
    brands: ['glovo', 'glovoapp'],
  },
  {
    name: 'wolt',
    domains: ['wolt.com'],
    kind: 'profile',
    prefix: /^\/[a-z]{2}\/[a-z]{3}\/[^/?#]+\/(?:restaurant|venue)\/[^/?#]+/,
    brands: ['wolt'],
  },
  {
    name: 'thefork',
    domains: ['thefork.com', 'thefork.co.uk', 'eltenedor.es', 'lafourchette.com', 'thefork.it'],
    kind: 'profile',
    prefix: /^\/(?:[a-z]{2}\/)?(?:restaurant|restaurante|ristorante)\/[^/?#]+/,
    brands: ['thefork', 'eltenedor', 'lafourchette'],
  },
  {
    name: 'opentable',
    domains: ['opentable.com', 'opentable.co.uk', 'opentable.de', 'opentable.es'],
    kind: 'profile',
    prefix: /^\/r\/[^/?#]+/,
    brands: ['opentable'],
  },
  {
    name: 'yelp',
    domains: ['yelp.com', 'yelp.co.uk', 'yelp.de', 'yelp.es', 'yelp.com.tr'],
    kind: 'profile',
    prefix: /^\/biz\/[^/?#]+/,
    brands: ['yelp'],
  },
  {
    name: 'tripadvisor',
    domains: [
      'tripadvisor.com',
      'tripadvisor.com.tr',
      'tripadvisor.co.uk',
      'tripadvisor.de',
      'tripadvisor.es',
    ],
    kind: 'profile',
    prefix: /^\/[A-Za-z]+_Review-[^/?#]+/,
    brands: ['tripadvisor'],
  },
  {
    name: 'foursquare',
    domains: ['foursquare.com'],
    kind: 'profile',
    prefix: /^\/v\/[^/?#]+\/[^/?#]+/,
    brands: ['foursquare', 'swarmapp'],
  },
  // Link-in-bio pages.
  { name: 'linktree', domains: ['linktr.ee'], kind: 'bio', prefix: FIRST, brands: ['linktree'] },
  {
    name: 'beacons',
    domains: ['beacons.ai', 'beacons.page'],
    kind: 'bio',
    prefix: FIRST,
    brands: ['beacons', 'beaconsai'],
  },
  {
    name: 'taplink',
    domains: ['taplink.cc', 'taplink.at', 'taplink.ws'],
    kind: 'bio',
    prefix: FIRST,
    brands: ['taplink'],
  },
  { name: 'biolink', domains: ['bio.link'], kind: 'bio', prefix: null, brands: ['biolink'] },
  { name: 'lnkbio', domains: ['lnk.bio'], kind: 'bio', prefix: FIRST, brands: ['lnkbio'] },
  {
    name: 'linkinbio',
    domains: ['linkin.bio'],
    kind: 'bio',
    prefix: FIRST,
    brands: ['later', 'latermedia'],
  },
  {
    name: 'allmylinks',
    domains: ['allmylinks.com'],
    kind: 'bio',
    prefix: FIRST,
    brands: ['allmylinks'],
  },
  {
    name: 'campsite',
    domains: ['campsite.bio'],
    kind: 'bio',
    prefix: FIRST,
    brands: ['campsite', 'campsitebio'],
  },
  { name: 'solo', domains: ['solo.to'], kind: 'bio', prefix: FIRST, brands: ['soloto'] },
  {
    name: 'milkshake',
    domains: ['msha.ke'],
    kind: 'bio',
    prefix: FIRST,
    brands: ['milkshake', 'milkshakeapp'],
  },
  { name: 'linkfly', domains: ['linkfly.to'], kind: 'bio', prefix: FIRST, brands: ['linkfly'] },
  { name: 'tapbio', domains: ['tap.bio'], kind: 'bio', prefix: FIRST, brands: ['tapbio'] },
  { name: 'carrd', domains: ['carrd.co'], kind: 'bio', prefix: null, brands: ['carrd'] },
  // Free site builders' addresses.
  {
    name: 'googlesites',
    domains: ['sites.google.com'],
    kind: 'builder',
    prefix: /^\/(?:view|site)\/[^/?#]+|^\/a\/[^/?#]+\/[^/?#]+|^\/[^/?#]+\.[^/?#]+\/[^/?#]+/,
    brands: ['google', 'googlesites'],
  },
  {
    name: 'googlebusiness',
    domains: ['business.site', 'negocio.site', 'ueniweb.com'],
    kind: 'builder',
    prefix: null,
    brands: ['google', 'googlemybusiness'],
  },
  {
    name: 'wix',
    domains: ['wixsite.com'],
    kind: 'builder',
    prefix: FIRST,
    brands: ['wix', 'wixcom'],
  },
  {
    name: 'wordpress',
    domains: ['wordpress.com'],
    kind: 'builder',
    prefix: null,
    brands: ['wordpress', 'wordpressdotcom'],
  },
  {
    name: 'blogger',
    domains: ['blogspot.com', 'blogspot.com.tr'],
    kind: 'builder',
    prefix: null,
    brands: ['blogger'],
  },
  {
    name: 'weebly',
    domains: ['weebly.com', 'weeblysite.com'],
    kind: 'builder',
    prefix: null,
    brands: ['weebly'],
  },
  {
    name: 'jimdo',
    domains: ['jimdofree.com', 'jimdosite.com', 'jimdo.com'],
    kind: 'builder',
    prefix: null,
    brands: ['jimdo'],
  },
  {
    name: 'webnode',
    domains: [
      'webnode.com',
      'webnode.com.tr',
      'webnode.page',
      'webnode.es',
      'webnode.de',
      'webnode.co.uk',
    ],
    kind: 'builder',
    prefix: null,
    brands: ['webnode'],
  },
  {
    name: 'tilda',
    domains: ['tilda.ws'],
    kind: 'builder',
    prefix: null,
    brands: ['tilda', 'tildapublishing'],
  },
  {
    name: 'strikingly',
    domains: ['mystrikingly.com'],
    kind: 'builder',
    prefix: null,
    brands: ['strikingly'],
  },
  {
    name: 'square',
    domains: ['square.site'],
    kind: 'builder',
    prefix: null,
    brands: ['square', 'squareup'],
  },
  {
    name: 'godaddy',
    domains: ['godaddysites.com'],
    kind: 'builder',
    prefix: null,
    brands: ['godaddy'],
  },
  { name: 'site123', domains: ['site123.me'], kind: 'builder', prefix: null, brands: ['site123'] },
  { name: 'webflow', domains: ['webflow.io'], kind: 'builder', prefix: null, brands: ['webflow'] },
  {
    name: 'shopify',
    domains: ['myshopify.com'],
    kind: 'builder',
    prefix: null,
    brands: ['shopify'],
  },
  {
    name: 'ideasoft',
    domains: ['myideasoft.com'],
    kind: 'builder',
    prefix: null,
    brands: ['ideasoft'],
  },
  {
    name: 'ikas',
    domains: ['myikas.com'],
    kind: 'builder',
    prefix: null,
    brands: ['ikas', 'ikascom'],
  },
  { name: 'setmore', domains: ['setmore.com'], kind: 'profile', prefix: null, brands: ['setmore'] },
  {
    name: 'simplybook',
    domains: ['simplybook.me', 'simplybook.it'],
    kind: 'profile',
    prefix: null,
    brands: ['simplybook', 'simplybookme'],
  },
  {
    name: 'acuity',
    domains: ['as.me', 'acuityscheduling.com'],
    kind: 'profile',
    prefix: null,
    brands: ['acuity', 'acuityscheduling'],
  },
];

const BY_DOMAIN = new Map<string, Platform>();
for (const platform of PLATFORMS)
  for (const domain of platform.domains) BY_DOMAIN.set(domain, platform);

/** The platform a host belongs to (sites.google.com by its full name), or null. */
export function platformOfHost(host: string): Platform | null {
  const lower = host.toLowerCase().replace(/\.$/, '');
  const full = BY_DOMAIN.get(lower.replace(/^www\./, ''));
  if (full) return full;
  return BY_DOMAIN.get(registrableDomain(lower)) ?? null;
}

/** A few words that follow a brand in its own account names (@trendyolcom, @freshaapp…). */
const BRAND_SUFFIXES = new Set([
  '',
  'com',
  'app',
  'apps',
  'tr',
  'turkiye',
  'turkey',
  'deutschland',
  'germany',
  'espana',
  'spain',
  'france',
  'italia',
  'nederland',
  'uk',
  'de',
  'es',
  'fr',
  'it',
  'nl',
  'global',
  'official',
  'hq',
  'inc',
  'team',
  'pro',
  'biz',
  'business',
  'support',
  'help',
  'destek',
  'news',
  'dev',
  'eng',
  'careers',
  'jobs',
  'kariyer',
  'ai',
  'io',
]);

export function squash(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** A handle, page or slug that is the platform's own (or its parent company's) account. */
export function isBrandName(name: string, brands: readonly string[]): boolean {
  const s = squash(name);
  return brands.some((brand) => s.startsWith(brand) && BRAND_SUFFIXES.has(s.slice(brand.length)));
}

/**
 * Site builders, hosts and theme makers whose own accounts a template links until the owner
 * edits it (a Wix social bar pointing at facebook.com/wix, a theme demo's footer icons).
 */
const BUILDER_BRANDS = [
  'squarespace',
  'jimdo',
  'weebly',
  'wordpress',
  'wordpressdotcom',
  'woocommerce',
  'shopify',
  'godaddy',
  'webflow',
  'elementor',
  'ionos',
  'strato',
  'hostinger',
  'zyro',
  'ikas',
  'ticimax',
  'tsoft',
  'ideasoft',
  'site123',
  'strikingly',
  'tilda',
  'tildapublishing',
  'carrd',
  'duda',
  'yola',
  'webnode',
  'hubspot',
  'mailchimp',
  'envato',
  'themeforest',
  'elegantthemes',
  'wpastra',
  'brainstormforce',
  'oceanwp',
  'generatepress',
  'themeisle',
  'colorlib',
  'templatemonster',
  'wpbakery',
  'qodeinteractive',
  'themefisher',
];
const EVERY_BRAND = [...new Set([...BUILDER_BRANDS, ...PLATFORMS.flatMap((p) => p.brands)])];

/** A profile named after any known platform or builder: never a business's own. */
export function isKnownPlatformAccount(name: string): boolean {
  return isBrandName(name, EVERY_BRAND);
}

/** An e-mail domain that is the platform's: one of its domains, or named after a brand. */
export function isPlatformDomain(domain: string, platform: Platform): boolean {
  const registrable = registrableDomain(domain);
  if (platform.domains.some((own) => registrableDomain(own) === registrable)) return true;
  return isBrandName(registrable.split('.')[0] ?? '', platform.brands);
}
