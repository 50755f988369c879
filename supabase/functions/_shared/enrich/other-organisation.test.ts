// Another organisation's accounts on the business's own page (issue 20 item 3, the sixth
// blind corpus): a professional body's, a chamber's or a franchisor's. Markup as small
// firms write it: a membership line in the content, an Impressum's supervisory authority,
// a franchise office's footer that follows the national brand.
import { describe, expect, it } from 'vitest';
import { findingsOf } from './extract.ts';
import { parsePage } from './html.ts';

function found(pages: string[], url: string) {
  const base = new URL(url);
  return findingsOf(
    pages.map((html, i) => parsePage(html, i === 0 ? url : new URL(`/p${i}`, base).href)),
    base.hostname,
  );
}

describe('an account named after another organisation the page links to or names', () => {
  it("drops the X of a body whose website the line links to (a notaries' union)", () => {
    const html = `<html lang="tr"><head><title>Eskişehir 11. Noterliği</title></head><body><div class="container"><h1>Eskişehir 11. Noterliği</h1>
      <p><a href="https://www.linkedin.com/company/eskisehir-11-noterligi/">LinkedIn</a></p>
      <p>Türkiye Noterler Birliği: <a href="https://www.tnb.org.tr">tnb.org.tr</a> – <a href="https://twitter.com/tnbnoter">@tnbnoter</a></p></div></body></html>`;
    const result = found([html], 'https://www.eskisehir11noterligi.com/');
    expect(result.x).toBeNull();
    expect(result.linkedin).toBe('https://www.linkedin.com/company/eskisehir-11-noterligi');
  });

  it('drops an X whose link text names an association the firm belongs to', () => {
    const html = `<html lang="de"><head><title>Übersetzungsbüro Lingua München</title></head><body><div class="page"><h1>Beglaubigte Übersetzungen</h1>
      <p>Folgen Sie dem <a href="https://x.com/BDUe_eV">BDÜ</a>.</p></div>
      <footer><a href="https://www.youtube.com/@linguamuenchen">YouTube</a></footer></body></html>`;
    const result = found([html], 'https://www.uebersetzungsbuero-lingua-muenchen.de/');
    expect(result.x).toBeNull();
    expect(result.youtube).toBe('https://www.youtube.com/@linguamuenchen');
  });

  it("keeps the business's own account beside a link to its other site or named by its brand", () => {
    // The shop on another domain, and a brand the title names though the domain does not.
    const shop = `<head><title>Firma Kahve</title></head><main><p>Mağazamız: <a href="https://firmakahve.shop">firmakahve.shop</a> · <a href="https://x.com/firmakahve_tr">@firmakahve_tr</a></p></main>`;
    expect(found([shop], 'https://www.firmakahve.com.tr/').x).toBe('https://x.com/firmakahve_tr');
    // A map's short link beside it names a service, not an organisation.
    const map = `<main><p><a href="https://goo.gl/maps/AbC123">Yol tarifi</a> · <a href="https://www.instagram.com/goodmood.izmir/">Instagram</a></p></main>`;
    expect(found([map], 'https://www.izmirkahvecisi.com/').instagram).toBe('goodmood.izmir');
    // A free site on a builder's host links its own domain beside its X.
    const builder = `<main><p>Web: <a href="https://www.yogaraum-nk.de/">yogaraum-nk.de</a> · <a href="https://x.com/yogaraumnk_de">X</a></p></main>`;
    expect(
      findingsOf([parsePage(builder, 'https://yogaraum.carrd.co/')], 'yogaraum.carrd.co', {
        ownHost: null,
      }).x,
    ).toBe('https://x.com/yogaraumnk_de');
    const brand = `<head><title>ABC Yapı – İnşaat</title></head><main><p>Takip edin: <a href="https://x.com/abcyapi">ABC Yapı</a></p></main>`;
    expect(found([brand], 'https://www.abc-insaat.com/').x).toBe('https://x.com/abcyapi');
    // The handle written out as the link's text names the account, not another body.
    const written = `<main><p>Bizi takip edin: <a href="https://x.com/bluewave_kas">bluewave_kas</a></p></main>`;
    expect(found([written], 'https://www.kasdivingcenter.com/').x).toBe(
      'https://x.com/bluewave_kas',
    );
  });
});

describe("a chamber's address in the legal notice", () => {
  it('drops the e-mail on the supervisory authority line and a chamber X beside its website', () => {
    const home = `<html lang="de-AT"><head><title>Notariat Lend – Graz</title></head><body><div id="wrapper"><h1>Notariat Lend</h1>
      <p><a href="https://at.linkedin.com/company/notariat-lend">LinkedIn</a> · <a href="https://www.youtube.com/@notariatlendgraz">YouTube</a> · <a href="https://www.notar.at">Österreichische Notariatskammer</a> · <a href="https://x.com/notariat_at">@notariat_at</a></p></div>
      <div id="footer"><a href="/impressum">Impressum</a></div></body></html>`;
    const impressum = `<html lang="de-AT"><head><title>Impressum</title></head><body><div id="wrapper"><h1>Impressum</h1>
      <p>Mag. Thomas Reiter, öffentlicher Notar, Lendplatz 12, 8020 Graz</p><p>E-Mail: kanzlei[at]notariat-lend[punkt]at</p>
      <p>Aufsichtsbehörde: Notariatskammer für Steiermark, kammer@notar.or.at</p></div></body></html>`;
    const result = found([home, impressum], 'https://www.notariat-lend-graz.at/');
    expect(result.emails).toEqual(['kanzlei@notariat-lend.at']);
    expect(result.x).toBeNull();
    expect(result).toMatchObject({
      linkedin: 'https://www.linkedin.com/company/notariat-lend',
      youtube: 'https://www.youtube.com/@notariatlendgraz',
    });
  });

  it("drops the chamber's address after its phrase, on the firm's own line or a shared host", () => {
    // The firm's own address and the chamber's in one Impressum sentence run, on Google Sites.
    const line = `<html lang="de"><head><title>Schornsteinfeger Brandl</title></head><body><h1>Impressum</h1>
      <p>Angaben gemäß § 5 TMG: Josef Brandl, Bezirksschornsteinfegermeister. E-Mail: info (ät) kaminkehrer-brandl.de. Zuständige Kammer: Handwerkskammer für Oberfranken, <a href="https://www.hwk-oberfranken.de">www.hwk-oberfranken.de</a>, info@hwk-oberfranken.de</p></body></html>`;
    const shared = (html: string, url: string) =>
      findingsOf([parsePage(html, url)], new URL(url).hostname, { ownHost: null });
    expect(shared(line, 'https://sites.google.com/view/brandl').emails).toEqual([
      'info@kaminkehrer-brandl.de',
    ]);
    // The chamber's address is the only one the practice's own domain's site writes.
    const only = `<html lang="de"><head><title>Tierarztpraxis Lindenhof</title></head><body><h1>Impressum</h1>
      <p>Tierarztpraxis Lindenhof, Lindenstr. 4, 04107 Leipzig. Zuständige Kammer: Sächsische Landestierärztekammer, <a href="mailto:kammer@tieraerzte-sachsen.de">kammer@tieraerzte-sachsen.de</a></p></body></html>`;
    expect(found([only], 'https://www.tierarzt-lindenhof.de/').emails).toEqual([]);
    // An address after the phrase's sentence is the firm's own again.
    const after = `<h1>Impressum</h1><p>Zuständige Kammer: Handwerkskammer Schwaben. Kontakt: <a href="mailto:mail@holzbau-riedl.com">mail@holzbau-riedl.com</a></p>`;
    expect(found([after], 'https://www.holzbau-riedl.de/').emails).toEqual([
      'mail@holzbau-riedl.com',
    ]);
    // Its only address, on a domain named like the business, after the phrase.
    const named = `<head><title>Holzbau Riedl</title></head><h1>Impressum</h1><p>Zuständige Kammer: HWK Schwaben, Mitglied: <a href="mailto:mail@holzbau-riedl.com">mail@holzbau-riedl.com</a></p>`;
    expect(found([named], 'https://www.riedl-zimmerei.de/').emails).toEqual([
      'mail@holzbau-riedl.com',
    ]);
  });

  it("keeps the firm's own address on such a line, and its only one", () => {
    const own = `<h1>Impressum</h1><p>Kammer: Steuerberaterkammer München, Mitglied: info@kanzlei-vogt.de</p>`;
    expect(found([own], 'https://www.kanzlei-vogt.de/').emails).toEqual(['info@kanzlei-vogt.de']);
  });
});

describe("a content account when the page's chrome names the site's own", () => {
  it("takes the footer's X over a professional college's in a paragraph", () => {
    const html = `<html lang="es"><head><title>Fisioterapia Gràcia – Barcelona</title></head><body>
      <main><h1>Centro de fisioterapia en Gràcia</h1><p>Colegiado en el <a href="https://twitter.com/fisiocat">Col·legi de Fisioterapeutes</a></p></main>
      <footer><p>hola@fisioterapiagracia.es</p><a href="https://twitter.com/FisioGracia">Twitter</a> <a href="https://www.instagram.com/fisioterapiagracia/">Instagram</a></footer></body></html>`;
    expect(found([html], 'https://www.fisioterapiagracia.es/').x).toBe('https://x.com/fisiogracia');
  });

  it("takes the JSON-LD's X over a professional college's in a paragraph", () => {
    const html = `<main><h1>Centro de fisioterapia</h1><p>Colegiado en el <a href="https://twitter.com/fisiocat">Col·legi de Fisioterapeutes</a></p></main>
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"MedicalClinic","name":"Fisioterapia Gràcia","sameAs":["https://twitter.com/FisioGracia"]}</script>`;
    expect(found([html], 'https://www.fisioterapiagracia.es/').x).toBe('https://x.com/fisiogracia');
  });
});

describe("a franchisor's accounts beside a branch's own", () => {
  const branch = `<html lang="tr"><head><title>RE/MAX Mavi Karşıyaka – Satılık Daireler</title></head><body>
    <main><h1>RE/MAX Mavi Karşıyaka Ofisi</h1><section class="ofis"><h2>Ofisimiz</h2><p>E-posta: <a href="mailto:karsiyaka@remaxmavi.com.tr">karsiyaka@remaxmavi.com.tr</a></p>
    <p>Ofisimizi takip edin: <a href="https://www.instagram.com/remaxmavikarsiyaka/">Instagram</a> · <a href="https://www.facebook.com/remaxmavikarsiyaka">Facebook</a> · <a href="https://www.youtube.com/@remaxmavikarsiyaka">YouTube</a></p></section>
    <section class="danisman"><h3>Danışmanlarımız</h3><p>Gökhan Er – <a href="https://www.linkedin.com/in/gokhan-er-remax/">LinkedIn</a> – <a href="https://www.instagram.com/gokhaner.emlak/">Instagram</a></p></section></main>
    <footer class="hq"><p>RE/MAX Türkiye'yi takip edin</p><a href="https://www.facebook.com/remaxturkiye">Facebook</a> <a href="https://www.instagram.com/remaxturkiye/">Instagram</a> <a href="https://twitter.com/remaxturkiye">X</a> <a href="https://www.linkedin.com/company/remax-turkiye/">LinkedIn</a> <a href="https://www.youtube.com/@REMAXTurkiye">YouTube</a>
    <p>Her ofis bağımsız olarak sahiplenilir ve işletilir. info@remax.com.tr</p></footer></body></html>`;

  it("drops the national brand's accounts on every network, and its e-mail beside them", () => {
    expect(found([branch], 'https://www.remaxmavi-karsiyaka.com/')).toEqual({
      emails: ['karsiyaka@remaxmavi.com.tr'],
      instagram: 'remaxmavikarsiyaka',
      facebook: 'https://www.facebook.com/remaxmavikarsiyaka',
      linkedin: null,
      tiktok: null,
      x: null,
      youtube: 'https://www.youtube.com/@remaxmavikarsiyaka',
      whatsapp: null,
    });
  });

  it("keeps a firm's second account on a network when it shares the firm's name", () => {
    const html = `<main><p><a href="https://www.instagram.com/drayseyilmaz/">Instagram</a> <a href="https://www.instagram.com/ayseyilmazklinik/">Klinik</a> <a href="https://www.youtube.com/@ayseyilmazklinik">YouTube</a></p></main>`;
    expect(found([html], 'https://www.drayseyilmaz.com/').youtube).toBe(
      'https://www.youtube.com/@ayseyilmazklinik',
    );
  });
});

describe("a one-person practice's LinkedIn in its row of social links", () => {
  it("takes the teacher's /in/ given beside the studio's own Instagram", () => {
    const html = `<html lang="de-CH"><head><title>Yoga Sihlfeld Zürich</title></head><body><div class="jtpl-main"><h1>Yoga Sihlfeld</h1>
      <p>Anmeldung: <a href="mailto:namaste@yoga-sihlfeld.ch">namaste@yoga-sihlfeld.ch</a></p>
      <p><a href="https://www.instagram.com/yoga.sihlfeld/">Instagram</a> · <a href="https://www.youtube.com/watch?v=yG4sHf7kL2p">Yin-Sequenz auf YouTube</a> · <a href="https://www.linkedin.com/in/anna-meier-yoga/">Anna Meier</a></p></div></body></html>`;
    expect(found([html], 'https://www.yoga-sihlfeld.ch/').linkedin).toBe(
      'https://www.linkedin.com/in/anna-meier-yoga',
    );
  });

  it("not a team member's /in/ beside their own Instagram", () => {
    const html = `<main><p><a href="https://www.instagram.com/firmakahve/">Instagram</a></p>
      <p>Barista Ali: <a href="https://www.linkedin.com/in/ali-kaya-123/">LinkedIn</a> <a href="https://www.instagram.com/alikaya/">Instagram</a></p></main>`;
    expect(found([html], 'https://www.firmakahve.com/').linkedin).toBeNull();
  });
});

describe('a section that lists other organisations', () => {
  it("takes no profile from partners', clients', memberships' or similar providers' sections", () => {
    const html = (footer: string) => `<main><h1>Yılmaz Yazılım</h1>
      <section><h2>İş Ortaklarımız</h2><ul><li><a href="https://www.linkedin.com/company/bulutbilisim/">Bulut Bilişim</a></li>
      <li><a href="https://x.com/bulutbilisim">Bulut Bilişim X</a></li></ul></section>
      <section><h3>Referanslarımız</h3><p>Instagram: @kahveci.ali</p></section>
      <section><h2>Mitgliedschaften</h2><p><a href="https://www.youtube.com/@ihkmuenchen">IHK München</a></p></section></main>
      <footer>${footer}</footer>`;
    expect(found([html('')], 'https://www.yilmazyazilim.com/')).toMatchObject({
      instagram: null,
      linkedin: null,
      x: null,
      youtube: null,
    });
    expect(
      found(
        [html('<a href="https://www.linkedin.com/company/yilmaz-yazilim/">LinkedIn</a>')],
        'https://www.yilmazyazilim.com/',
      ).linkedin,
    ).toBe('https://www.linkedin.com/company/yilmaz-yazilim');
    // A marketplace profile's block of similar providers lists other businesses.
    const profile = `<main class="pro-profile"><h1>Özkan Nakliyat</h1><p>Instagram: <a href="https://www.instagram.com/ozkannakliyat/">@ozkannakliyat</a></p>
      <section><h2>Benzer Hizmet Verenler</h2><p>Yıldız Tadilat · <a href="https://www.instagram.com/yildiztadilatsamsun/">@yildiztadilatsamsun</a> · <a href="https://www.facebook.com/yildiztadilat">Facebook</a></p></section></main>`;
    const armut = findingsOf(
      [parsePage(profile, 'https://armut.com/hizmet-veren/ozkan-nakliyat-1')],
      'armut.com',
      { ownHost: null },
    );
    expect(armut.instagram).toBe('ozkannakliyat');
    expect(armut.facebook).toBeNull();
    // A service section of the business's own is not a list of others.
    const service = `<main><section><h2>Kundenservice</h2><p><a href="https://x.com/yilmazyazilim">X</a></p></section></main>`;
    expect(found([service], 'https://www.yilmazyazilim.com/').x).toBe(
      'https://x.com/yilmazyazilim',
    );
  });
});

describe('a body, a brand or a cause the phrase before the link introduces', () => {
  it('drops a chamber, a bar and a ministry followed in the footer or the content', () => {
    // "İSMMMO üyesidir · " and "MEB onaylıdır · ": the link stands right after the break.
    const member = `<html lang="tr"><head><title>SMMM Hatice Yurt</title></head><body><main><h1>Mali müşavirlik</h1></main>
      <footer><p><a href="https://tr.linkedin.com/company/smmm-hatice-yurt">LinkedIn</a></p>
      <p>İSMMMO üyesidir · <a href="https://twitter.com/ismmmo">İSMMMO Twitter</a> · <a href="https://www.facebook.com/ismmmo">İSMMMO Facebook</a></p></footer></body></html>`;
    const result = found([member], 'https://www.smmmhaticeyurt.com/');
    expect(result.x).toBeNull();
    expect(result.facebook).toBeNull();
    // "Mitglied der WKO Steiermark. <a>…auf Facebook</a>": the sentence before names it.
    const chamber = `<html lang="de"><head><title>Lernwerk Nachhilfe Graz</title></head><body><main><h1>Nachhilfe</h1>
      <p>Mitglied der WKO Steiermark. <a href="https://www.facebook.com/WKSteiermark">WKO Steiermark auf Facebook</a></p></main></body></html>`;
    expect(found([chamber], 'https://www.lernwerk-graz.at/').facebook).toBeNull();
    // A ministry named by the link's own text, in a footer beside the firm's credit.
    const ministry = `<html lang="tr"><head><title>Başkent Nakliyat</title></head><body><main><h1>Evden eve nakliyat</h1></main>
      <footer><p>© Başkent Nakliyat · Yetki belgesi K1 · <a href="https://www.facebook.com/UlastirmaBakanligi">Ulaştırma Bakanlığı</a></p></footer></body></html>`;
    expect(found([ministry], 'https://www.baskentnakliyat.com/').facebook).toBeNull();
  });

  it("drops a chamber's page that shares the practice's town and trade, beside the practice's /in/", () => {
    const html = `<html lang="tr"><head><title>SMMM Elif Kaya | Mali Müşavirlik Mersin</title></head><body><main><h1>Mali Müşavir Elif Kaya</h1></main>
      <footer><p><a href="https://tr.linkedin.com/in/elifkayasmmm">LinkedIn</a> · <a href="https://x.com/elifkayasmmm">X</a></p>
      <p>Mersin SMMM Odası: <a href="https://www.linkedin.com/company/mersin-smmm-odasi/">LinkedIn</a></p></footer></body></html>`;
    expect(found([html], 'https://www.smmmelifkaya.com/').linkedin).toBe(
      'https://www.linkedin.com/in/elifkayasmmm',
    );
    // The chamber's own site keeps its page, introduced as it may be.
    const chamber = `<html lang="tr"><head><title>Mersin SMMM Odası</title></head><body><main><h1>Mersin SMMM Odası</h1>
      <p>Odamız TÜRMOB üyesidir · <a href="https://www.linkedin.com/company/mersin-smmm-odasi/">LinkedIn</a></p></main></body></html>`;
    expect(found([chamber], 'https://www.mersinsmmmo.org.tr/').linkedin).toBe(
      'https://www.linkedin.com/company/mersin-smmm-odasi',
    );
  });

  it('drops the brands a dealer or a service sells, and the causes a firm supports', () => {
    const dealer = `<html lang="tr"><head><title>Ümraniye Teknik Servis</title></head><body><main><h1>Bilgisayar servisi</h1></main>
      <footer><p>Bizi takip edin: <a href="https://www.instagram.com/umraniyeteknikservis/">Instagram</a></p>
      <p>Yetkili servis: <a href="https://www.youtube.com/@HPTurkiye">HP</a> · <a href="https://x.com/CanonTurkiye">Canon</a></p></footer></body></html>`;
    const result = found([dealer], 'https://www.umraniyeteknikservis.com/');
    expect(result.youtube).toBeNull();
    expect(result.x).toBeNull();
    expect(result.instagram).toBe('umraniyeteknikservis');
    const cleaner = `<html lang="en"><head><title>Spotless Commercial Cleaning</title></head><body><main><h1>Office cleaning</h1></main>
      <footer><p>Proud to support <a href="https://www.facebook.com/mcrfoodbank">Manchester Central Foodbank</a> and member of the <a href="https://www.linkedin.com/company/british-cleaning-council/">British Cleaning Council</a></p>
      <p><a href="https://www.facebook.com/spotlessccmcr" aria-label="Facebook"></a></p></footer></body></html>`;
    const spotless = found([cleaner], 'https://www.spotlesscommercialcleaning.co.uk/');
    expect(spotless.facebook).toBe('https://www.facebook.com/spotlessccmcr');
    expect(spotless.linkedin).toBeNull();
    const tyres = `<html lang="it"><head><title>Gommista Rossi Verona</title></head><body><main><h1>Pneumatici a Verona</h1>
      <p>Rivenditore <a href="https://www.instagram.com/pirelli/">Pirelli</a> Performance Centre.</p></main></body></html>`;
    expect(found([tyres], 'https://www.gommistarossiverona.it/').instagram).toBeNull();
  });

  it("keeps the business's own accounts: its follow row, its brand-named handle, its title's name", () => {
    // A footer's own row after a membership line.
    const row = `<html lang="de"><head><title>Glaserei Brandl</title></head><body><main><h1>Glaserei</h1><p>Mitglied der Innung.</p></main>
      <footer><p>Folgen Sie uns: <a href="https://www.facebook.com/glasereibrandl">Facebook</a></p></footer></body></html>`;
    expect(found([row], 'https://www.glaserei-brandl.at/').facebook).toBe(
      'https://www.facebook.com/glasereibrandl',
    );
    // A business whose name holds the brand it services.
    const brand = `<html lang="tr"><head><title>Bosch Servis Efe</title></head><body><main><h1>Bosch Servis Efe</h1>
      <p>Yetkili Bosch servisi · <a href="https://www.instagram.com/boschservisefe/">@boschservisefe</a></p></main></body></html>`;
    expect(found([brand], 'https://www.efeservis.com/').instagram).toBe('boschservisefe');
    // A firm's own line about what it does is no introduction of another's account.
    const slogan = `<html lang="en"><head><title>HSL Removals</title></head><body><main><h1>Removals</h1></main>
      <footer><p>Supporting local families since 1998 · <a href="https://www.facebook.com/harpersouthlogistics">Facebook</a></p></footer></body></html>`;
    expect(found([slogan], 'https://www.hsl-removals.co.uk/').facebook).toBe(
      'https://www.facebook.com/harpersouthlogistics',
    );
    // A one-person practice's own /in/ in its footer after its membership.
    const person = `<html lang="de"><head><title>Steuerkanzlei München</title></head><body><main><h1>Steuerberatung</h1></main>
      <footer><p>Steuerberaterin, Mitglied der Steuerberaterkammer München · <a href="https://www.linkedin.com/in/anna-krings">LinkedIn</a></p></footer></body></html>`;
    expect(found([person], 'https://www.steuerkanzlei-muenchen.de/').linkedin).toBe(
      'https://www.linkedin.com/in/anna-krings',
    );
    // A handle unlike the domain, named in the title, after a partner phrase.
    const titled = `<html lang="en"><head><title>Northfield Roofing</title></head><body><main><h1>Roofing</h1>
      <p>Approved contractor: <a href="https://www.facebook.com/northfieldroofing">Northfield Roofing</a></p></main></body></html>`;
    expect(found([titled], 'https://www.nfr-leeds.co.uk/').facebook).toBe(
      'https://www.facebook.com/northfieldroofing',
    );
  });
});

describe("a franchise network's head office on a branch's page", () => {
  it("drops the head office's accounts and address under its heading, the domain the branch's too", () => {
    const html = `<html lang="tr"><head><title>Hair Lab Kayseri – Saç Tasarım</title></head><body><main><h1>Hair Lab Kayseri</h1>
      <h2>Kayseri şubemiz</h2><p>E-posta: <a href="mailto:kayseri@hairlab.com.tr">kayseri@hairlab.com.tr</a></p>
      <p><a href="https://www.instagram.com/hairlab.kayseri/">Instagram</a></p></main>
      <footer><h3>Hair Lab Türkiye Genel Merkez</h3><p>Franchise başvuruları: franchise@hairlab.com.tr</p><p>Genel merkezi takip edin:</p>
      <div><a href="https://www.instagram.com/hairlabturkiye/"></a> <a href="https://www.facebook.com/hairlabturkiye"></a> <a href="https://www.youtube.com/@hairlabturkiye"></a></div></footer></body></html>`;
    const result = found([html], 'https://www.hairlabkayseri.com/');
    expect(result.emails).toEqual(['kayseri@hairlab.com.tr']);
    expect(result.instagram).toBe('hairlab.kayseri');
    expect(result.facebook).toBeNull();
    expect(result.youtube).toBeNull();
    // A label line names the head office, and a top bar's own line does.
    const label = `<html lang="tr"><head><title>Evkent Tekirdağ</title></head><body><main><h1>Evkent Tekirdağ</h1>
      <p>Franchise ağımızın genel merkez hesapları:</p>
      <p><a href="https://www.linkedin.com/company/evkent-gayrimenkul/">LinkedIn</a> · <a href="https://www.youtube.com/@evkentgayrimenkul">YouTube</a></p></main>
      <footer><p><a href="https://www.instagram.com/evkent.tekirdag/">Instagram</a></p></footer></body></html>`;
    const evkent = found([label], 'https://www.evkenttekirdag.com/');
    expect(evkent.linkedin).toBeNull();
    expect(evkent.youtube).toBeNull();
    expect(evkent.instagram).toBe('evkent.tekirdag');
    const bar = `<html lang="tr"><head><title>Güvenpark OSGB İzmit Şubesi</title></head><body>
      <div class="topbar"><span>Güvenpark OSGB Genel Merkez</span> <a href="https://www.facebook.com/guvenparkosgb">Facebook</a></div>
      <main><h1>İzmit Şubesi</h1><p>Şubemizi takip edin: <a href="https://www.instagram.com/guvenparkosgb.izmit/">@guvenparkosgb.izmit</a></p></main></body></html>`;
    expect(found([bar], 'https://www.izmitosgb.com/').facebook).toBeNull();
  });

  it("keeps a firm's own accounts and address in its head office's footer column", () => {
    const html = `<html lang="tr"><head><title>Körfez Plastik</title></head><body><main><h1>Plastik enjeksiyon</h1></main>
      <footer><h4>Genel Merkez</h4><p>Gebze OSB · <a href="mailto:info@korfezplastik.com.tr">info@korfezplastik.com.tr</a></p>
      <p><a href="https://www.linkedin.com/company/korfez-plastik/">LinkedIn</a> <a href="https://www.facebook.com/korfezplastik">Facebook</a></p>
      <h4>Fabrika</h4><p><a href="mailto:fabrika@korfezplastik.com.tr">fabrika@korfezplastik.com.tr</a></p></footer></body></html>`;
    const result = found([html], 'https://www.korfezplastik.com.tr/');
    expect(result.linkedin).toBe('https://www.linkedin.com/company/korfez-plastik');
    expect(result.facebook).toBe('https://www.facebook.com/korfezplastik');
    expect(result.emails).toContain('info@korfezplastik.com.tr');
    // A menu's "Franchise" item on the line before the icon is not its heading.
    const menu = `<html lang="en"><head><title>Brew Lab Leeds</title></head><body><header><p>Home · Franchise · Contact · <a href="https://www.facebook.com/thebrewlableeds"></a></p></header>
      <main><h1>Coffee</h1></main><footer><a href="https://www.instagram.com/brewlab.leeds/">Instagram</a></footer></body></html>`;
    expect(found([menu], 'https://www.brewlableeds.co.uk/').facebook).toBe(
      'https://www.facebook.com/thebrewlableeds',
    );
  });
});

describe("a heading that names the account's owner, not the business", () => {
  it("drops a dealer's brand under the brand's own follow heading", () => {
    const html = `<html lang="tr"><head><title>Efe Otomotiv | Renault Yetkili Satıcı ve Servis Aydın</title></head><body><main><h1>Efe Otomotiv - Renault Aydın</h1>
      <div><h3>Renault Türkiye'yi takip edin</h3><div><a href="https://twitter.com/RenaultTurkiye"></a> <a href="https://www.youtube.com/user/RenaultTurkiye"></a></div></div>
      <p>Bizi takip edin: <a href="https://www.instagram.com/efeotomotivaydin/">Instagram</a></p></main></body></html>`;
    const result = found([html], 'https://www.efeotomotiv.com.tr/');
    expect(result.x).toBeNull();
    expect(result.youtube).toBeNull();
    expect(result.instagram).toBe('efeotomotivaydin');
  });

  it("drops a public body's account named for its initials in the link's label", () => {
    const html = `<html lang="es"><head><title>Autoescuela Sol – Sevilla</title></head><body><main><h1>Carnet B en Sevilla</h1>
      <div class="social"><a href="https://www.instagram.com/autoescuelasol/">Instagram</a> <a href="https://www.tiktok.com/@autoescuelasol">TikTok</a></div>
      <p>Información DGT: <a href="https://twitter.com/DGTes">@DGTes</a></p></main></body></html>`;
    expect(found([html], 'https://www.autoescuelasol.es/').x).toBeNull();
    // The business's own initials label its own account.
    const own = `<html lang="tr"><head><title>EFE Oto Servis</title></head><body><main><h1>EFE Oto Servis</h1>
      <p>EFE Instagram: <a href="https://www.instagram.com/efe/">@efe</a></p></main></body></html>`;
    expect(found([own], 'https://www.efeotoservis.com/').instagram).toBe('efe');
  });

  it('keeps an account under a heading with the business’s own name, unlike its domain', () => {
    const html = `<html lang="en"><head><title>Northfield Roofing Leeds</title></head><body><main><h1>Roofing</h1>
      <div><h3>Follow Northfield Roofing</h3><a href="https://www.youtube.com/@northfieldroofing"></a></div></main></body></html>`;
    expect(found([html], 'https://www.nfr-leeds.co.uk/').youtube).toBe(
      'https://www.youtube.com/@northfieldroofing',
    );
    // A section named after a person, the studio's photographer, is no invitation to follow another.
    const person = `<html lang="de"><head><title>Studio Lumen</title></head><body><main><h1>Fotostudio</h1>
      <section><h2>Anna Meier Fotografie</h2><a href="https://www.instagram.com/annameierfotografie/">Instagram</a></section></main></body></html>`;
    expect(found([person], 'https://www.studio-lumen.de/').instagram).toBe('annameierfotografie');
  });
});

describe("a franchise network's block and a supplier's channel", () => {
  it('drops the network\'s accounts under its "Red …" heading beside the workshop\'s own', () => {
    const html = `<html lang="es"><head><title>Talleres Martínez - Bosch Car Service Murcia</title></head><body><div class="container"><h1>Talleres Martínez</h1>
      <div class="red"><h3>Red Bosch Car Service</h3><a href="https://www.facebook.com/BoschCarServiceES">Facebook</a> <a href="https://www.youtube.com/user/BoschCarServiceES">YouTube</a></div>
      <h3>Síguenos</h3><a href="https://www.instagram.com/talleresmartinezmurcia/">Instagram Talleres Martínez</a></div></body></html>`;
    const result = found([html], 'https://www.talleresmartinezmurcia.es/');
    expect(result.facebook).toBeNull();
    expect(result.youtube).toBeNull();
    expect(result.instagram).toBe('talleresmartinezmurcia');
    // A "Red Social" heading over the firm's own accounts is its own.
    const own = `<html lang="es"><head><title>Taller Ruiz</title></head><body><main><h1>Taller Ruiz</h1>
      <div><h3>Red Social</h3><a href="https://www.facebook.com/tallerruizoficial">Facebook</a></div>
      <p><a href="https://www.instagram.com/tallerruiz/">Instagram</a></p></main></body></html>`;
    expect(found([own], 'https://www.tallerruiz.es/').facebook).toBe(
      'https://www.facebook.com/tallerruizoficial',
    );
  });

  it("drops a supplier's channel named after the site its line links, though both handles say roofing", () => {
    const html = `<html lang="en"><head><title>Summit Roofing &amp; Exteriors | Denver Roof Replacement</title></head><body><main><h1>Roof replacement</h1>
      <div class="badges"><a href="https://www.gaf.com/en-us/roofing-contractors/summit-1104567"><img src="/gaf.png" alt="GAF Master Elite"></a><a href="https://www.youtube.com/@GAFroofing">Learn about GAF Timberline HDZ shingles</a></div></main>
      <footer><a href="https://www.youtube.com/channel/UC7xK2mPq9RtL4vW8nZb3YaQ">YouTube</a></footer></body></html>`;
    expect(found([html], 'https://www.summitroofingdenver.com/').youtube).toBe(
      'https://www.youtube.com/channel/UC7xK2mPq9RtL4vW8nZb3YaQ',
    );
  });
});

describe("a brand's national accounts on a branch's or a dealer's site", () => {
  it("drops the network's country account and its row, the branch's place on its own", () => {
    const dealer = `<html lang="de"><head><title>Autohaus Wenger – Bosch Car Service Augsburg-Haunstetten</title></head><body>
      <main><h1>Ihre Werkstatt in Haunstetten</h1><section class="partner"><h3>Bosch Car Service</h3><a href="https://www.facebook.com/BoschCarServiceDE">Bosch Car Service auf Facebook</a> <a href="https://www.youtube.com/@boschcarservice">YouTube</a></section></main>
      <footer><p><a href="https://www.instagram.com/wenger.haunstetten/">Instagram</a> · <a href="https://www.tiktok.com/@autohauswenger">TikTok</a></p></footer></body></html>`;
    const bosch = found([dealer], 'https://www.autohaus-wenger.de/');
    expect(bosch.facebook).toBeNull();
    expect(bosch.youtube).toBeNull();
    expect(bosch.instagram).toBe('wenger.haunstetten');
    const branch = `<html lang="tr"><head><title>Pide Köşesi Malatya</title></head><body><main><h1>Pide Köşesi Malatya Battalgazi Şubesi</h1>
      <p>Şube Instagram: <a href="https://www.instagram.com/pidekosesi.malatya/">@pidekosesi.malatya</a></p></main>
      <footer><div class="social-icons"><a href="https://www.instagram.com/pidekosesiturkiye/" aria-label="Instagram"></a><a href="https://www.facebook.com/pidekosesiturkiye" aria-label="Facebook"></a><a href="https://www.youtube.com/@pidekosesi" aria-label="YouTube"></a></div></footer></body></html>`;
    const pide = found([branch], 'https://www.pidekosesimalatya.com/');
    expect(pide.instagram).toBe('pidekosesi.malatya');
    expect(pide.facebook).toBeNull();
    expect(pide.youtube).toBeNull();
  });

  it("keeps a business's own accounts named for its brand, its row, and a country account when it is the brand", () => {
    // A business whose name holds the brand it services, its handle the whole name.
    const efe = `<html lang="tr"><head><title>Bosch Servis Efe</title></head><body><main><h1>Bosch Servis Efe</h1></main>
      <footer><p>Bizi takip edin: <a href="https://www.instagram.com/boschservisefe/">Instagram</a> · <a href="https://www.facebook.com/boschservisefe">Facebook</a></p></footer></body></html>`;
    expect(found([efe], 'https://www.efeservis.com/')).toMatchObject({
      instagram: 'boschservisefe',
      facebook: 'https://www.facebook.com/boschservisefe',
    });
    // A footer "Follow us" row of the firm's own, one named for the town, one for the country.
    const own = `<html lang="tr"><head><title>Kaya Dental Türkiye – İstanbul</title></head><body><main><h1>Kaya Dental</h1></main>
      <footer><p>Bizi takip edin: <a href="https://www.instagram.com/kayadental.istanbul/">Instagram</a> · <a href="https://www.facebook.com/kayadentalturkiye">Facebook</a></p></footer></body></html>`;
    expect(found([own], 'https://www.kayadental.com.tr/').facebook).toBe(
      'https://www.facebook.com/kayadentalturkiye',
    );
    // The firm's "Follow us" row gives its country account as its own.
    const row = `<html lang="en"><head><title>Brightsmile Dental Leeds</title></head><body><main><h1>Dentist in Leeds</h1>
      <p><a href="https://www.instagram.com/brightsmile.leeds/">Instagram</a></p></main>
      <footer><p>Follow us: <a href="https://www.facebook.com/BrightsmileDentalUK">Facebook</a></p></footer></body></html>`;
    expect(found([row], 'https://www.brightsmile-leeds.co.uk/').facebook).toBe(
      'https://www.facebook.com/brightsmiledentaluk',
    );
    // A handle unlike the domain, named in the title, beside an account named for the town.
    const titled = `<html lang="en"><head><title>Northfield Roofing UK – Leeds</title></head><body><main><h1>Roofing</h1></main>
      <footer><a href="https://www.facebook.com/northfieldroofinguk">Facebook</a> <a href="https://www.instagram.com/northfield.leeds/">Instagram</a></footer></body></html>`;
    expect(found([titled], 'https://www.nfr-leeds.co.uk/').facebook).toBe(
      'https://www.facebook.com/northfieldroofinguk',
    );
  });
});
