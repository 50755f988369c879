// Real-world patterns (issue 20 items 2 and 3): addresses assembled by scripts, hidden junk,
// legal pages, handles written as text, every network with its decoys, WhatsApp numbers.
// The markup follows what sites, builders and plugins actually emit (Joomla's e-mail
// cloaking, Email Encoder's data-enc-email, Elementor's social icons, Joinchat, Click to
// Chat, GetButton, Facebook's page plugin, X's follow button).
import { describe, expect, it } from 'vitest';
import { findingsOf } from './extract.ts';
import { parsePage } from './html.ts';
import { profilePageFindings } from './profile-page.ts';
import { profileFromUrl, profilesInText } from './networks.ts';
import { platformOfHost } from './platforms.ts';
import { assembledStrings } from './scripts.ts';
import { toE164 } from './whatsapp.ts';

function found(html: string, url = 'https://www.firma.com.tr/') {
  return findingsOf([parsePage(html, url)], new URL(url).hostname);
}

describe('addresses a script assembles', () => {
  it("reads the data attribute a script joins to a domain (el.getAttribute('data-u') + '@' + d)", () => {
    const html = `<p>Questions? <span class="js-mail" data-u="join"></span></p>
      <script>document.querySelectorAll(".js-mail").forEach(function(el){var u=el.getAttribute("data-u");var d="northgatefitness"+"."+"com";var a=document.createElement("a");a.href="mailto:"+u+"@"+d;a.textContent=u+"@"+d;el.appendChild(a);});</script>`;
    expect(found(html, 'https://www.northgatefitness.com/').emails).toEqual([
      'join@northgatefitness.com',
    ]);
    // An attribute the page does not have ends the expression: no guess.
    expect(
      found(
        `<script>var u=el.getAttribute("data-user");var d="firma"+"."+"com";el.href="mailto:"+u+"@"+d;</script>`,
      ).emails,
    ).toEqual([]);
  });

  it('joins concatenated literals and variables, as Joomla cloaks an address', () => {
    const html = `<span id="cloak4f2">Bu e-posta adresi istenmeyen posta engelleyicileri tarafından korunmaktadır.</span>
      <script type='text/javascript'>
        document.getElementById('cloak4f2').innerHTML = '';
        var prefix = '&#109;a' + 'i&#108;' + '&#116;o';
        var path = 'hr' + 'ef' + '=';
        var addy4f2 = 'bilgi' + '&#64;';
        addy4f2 = addy4f2 + 'firma' + '&#46;' + 'com' + '&#46;' + 'tr';
        document.getElementById('cloak4f2').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy4f2 + '\\'>' + addy4f2 + '<\\/a>';
      </script>`;
    expect(found(html).emails).toEqual(['bilgi@firma.com.tr']);
  });

  it('decodes String.fromCharCode, character-code arrays, reversed strings, atob and document.write', () => {
    const codes = [...'satis@firma.com.tr'].map((c) => c.charCodeAt(0)).join(',');
    expect(
      found(`<script>var e = String.fromCharCode(${codes}); el.href = 'mailto:' + e;</script>`)
        .emails,
    ).toEqual(['satis@firma.com.tr']);
    expect(
      found(
        `<script>var a = [${codes}], s = ''; for (var i = 0; i < a.length; i++) s += String.fromCharCode(a[i]);</script>`,
      ).emails,
    ).toEqual(['satis@firma.com.tr']);
    expect(
      found(`<script>document.write("rt.moc.amrif@ketsed".split("").reverse().join(""));</script>`)
        .emails,
    ).toEqual(['destek@firma.com.tr']);
    expect(
      found(
        `<script>var m = atob('${btoa('muhasebe@firma.com.tr')}'); link.href = "mailto:" + m;</script>`,
      ).emails,
    ).toEqual(['muhasebe@firma.com.tr']);
    expect(
      found(`<script>document.write('<a href="mailto:ik&#64;firma.com.tr">İK</a>');</script>`)
        .emails,
    ).toEqual(['ik@firma.com.tr']);
    expect(
      found(`<script>var u = "info", d = "firma.com.tr"; document.write(u + "\\x40" + d);</script>`)
        .emails,
    ).toEqual(['info@firma.com.tr']);
  });

  it("joins an array's items by index, as a Webflow embed writes the parts domain first", () => {
    expect(
      found(
        `<a id="m"></a><script>(function(){var p=["firma.com.tr","hola"];var a=document.getElementById("m");a.href="mailto:"+p[1]+"@"+p[0];a.textContent=p[1]+"@"+p[0];})();</script>`,
      ).emails,
    ).toEqual(['hola@firma.com.tr']);
  });

  it("reads an address in an image's alt text or a data-email attribute", () => {
    expect(found('<img src="/eposta.png" alt="info@firma.com.tr">').emails).toEqual([
      'info@firma.com.tr',
    ]);
    // An image's alt text counts only where the site writes no address of its own.
    expect(
      found(
        '<img src="img/mail.png" alt="usta@kunduraci.com"><p>&#107;&#117;&#110;&#100;&#117;&#114;&#97;&#99;&#105;&#64;&#103;&#109;&#97;&#105;&#108;&#46;&#99;&#111;&#109;</p>',
      ).emails,
    ).toEqual(['kunduraci@gmail.com']);
    expect(found('<span class="js-mail" data-email="satis@firma.com.tr"></span>').emails).toEqual([
      'satis@firma.com.tr',
    ]);
  });

  it('reads data attributes that scripts turn into addresses (data-user/data-domain, ROT13)', () => {
    expect(
      found(
        '<a class="email" data-user="rezervasyon" data-domain="firma.com.tr" href="#">E-posta</a>',
      ).emails,
    ).toEqual(['rezervasyon@firma.com.tr']);
    expect(
      found('<a href="javascript:;" data-enc-email="vasb[at]svezn.pbz.ge" class="mail-link">x</a>')
        .emails,
    ).toEqual(['info@firma.com.tr']);
  });

  it("puts the page's own host where a script reads location.hostname", () => {
    expect(
      found(
        `<script>var m = 'iletisim@' + window.location.hostname.replace('www.', ''); document.write('<a href="mailto:' + m + '">' + m + '</a>');</script>`,
      ).emails,
    ).toEqual(['iletisim@firma.com.tr']);
  });

  it('reads an old form that mails itself, an image map area and a full-width at sign', () => {
    expect(
      found('<form action="mailto:teklif@firma.com.tr" method="post"><input name="ad"></form>')
        .emails,
    ).toEqual(['teklif@firma.com.tr']);
    expect(
      found(
        '<map name="m"><area shape="rect" coords="0,0,10,10" href="mailto:muhasebe@firma.com.tr" alt="Muhasebe"></map>',
      ).emails,
    ).toEqual(['muhasebe@firma.com.tr']);
    expect(found('<p>E-posta: destek＠firma.com.tr</p>').emails).toEqual(['destek@firma.com.tr']);
  });

  it('takes nothing from ordinary scripts: configuration, trackers, unused literals', () => {
    const html = `<script>window.config = { support: "help@wix.com", sentry: "abc@o1.ingest.sentry.io" };
      var x = "a" + "b"; gtag('config', 'G-XYZ'); var v = 'jquery@3.6.0';</script>`;
    expect(found(html).emails).toEqual([]);
    expect(assembledStrings('var a = b(); c = d + e;')).toEqual([]);
  });
});

describe('obfuscated in other languages', () => {
  it("reads Spain's (arroba) and Italy's [chiocciola]", () => {
    expect(found('<p>Correo: reservas(arroba)firma.com.tr</p>').emails).toEqual([
      'reservas@firma.com.tr',
    ]);
    expect(found('<p>Email: info [chiocciola] firma [punto] com [punto] tr</p>').emails).toEqual([
      'info@firma.com.tr',
    ]);
  });

  it("reads Poland's (małpa) and (kropka)", () => {
    expect(
      found('<p>E-mail: biuro(małpa)szklarz(kropka)pl</p>', 'https://www.szklarz.pl/').emails,
    ).toEqual(['biuro@szklarz.pl']);
  });
});

describe('text the browser hides or reorders', () => {
  it('drops junk hidden with CSS inside an address (inline style, a class the page hides, zero-width characters)', () => {
    expect(
      found('<p>info<span style="display:none">-REMOVE-</span>@firma.com.tr</p>').emails,
    ).toEqual(['info@firma.com.tr']);
    expect(
      found(
        '<style>.gizle{display:none}</style><p>iletisim@<span class="gizle">spam.</span>firma.com.tr</p>',
      ).emails,
    ).toEqual(['iletisim@firma.com.tr']);
    expect(found('<p>destek&#8203;@firma&shy;.com.tr</p>').emails).toEqual(['destek@firma.com.tr']);
  });

  it('keeps what a closed menu or a responsive rule hides from some screens', () => {
    const html = `<style>.sub-menu{display:none} @media (max-width:600px){.masaustu{display:none}}</style>
      <ul class="sub-menu"><li><a href="/iletisim">İletişim</a></li></ul>
      <p class="masaustu">E-posta: <span class="masaustu">satis@firma.com.tr</span></p>`;
    expect(found(html).emails).toEqual(['satis@firma.com.tr']);
  });

  it('reverses text written right to left with a CSS bidi override', () => {
    expect(
      found('<span style="unicode-bidi:bidi-override; direction: rtl;">rt.moc.amrif@ofni</span>')
        .emails,
    ).toEqual(['info@firma.com.tr']);
  });
});

describe('an address beside the text of its sibling element', () => {
  it('is not read across the place where one inline element ends and the next begins', () => {
    // T-Soft's footer: address and e-mail in two spans a flex row lays out apart.
    expect(
      found(
        '<div class="footer-info"><span>Sivas Cd. No:12 Melikgazi/Kayseri</span><span>bilgi@firma.com.tr</span></div>',
      ).emails,
    ).toEqual(['bilgi@firma.com.tr']);
    // A link-in-bio page's buttons, one after the other.
    expect(
      found(
        '<div class="links"><a href="https://wa.me/905321234567">WhatsApp</a><a class="link-card" href="#">Escribinos: consultas@estudio.com.ar</a><a class="link-card" href="/turnos">Turnos</a></div>',
        'https://www.estudio.com.ar/',
      ).emails,
    ).toEqual(['consultas@estudio.com.ar']);
  });

  it('still joins an address split at its "@" or a dot into elements', () => {
    expect(found('<p><span>info</span><span>@firma.com.tr</span></p>').emails).toEqual([
      'info@firma.com.tr',
    ]);
    expect(found('<p><b>satis@</b><b>firma</b><b>.com.tr</b></p>').emails).toEqual([
      'satis@firma.com.tr',
    ]);
    // Webnode's text editor: split at the "@", its name in two spans too.
    expect(
      found(
        '<p>E-posta: <span class="wnd-font-size-110">akcaydugun</span><span>salonu</span><span>@</span><span>hotmail</span>.<span>com</span></p>',
        'https://akcay-dugun-salonu.webnode.com.tr/',
      ).emails,
    ).toEqual(['akcaydugunsalonu@hotmail.com']);
  });
});

describe('version strings and placeholders', () => {
  it('are never addresses, in any form', () => {
    const html = `<p>bootstrap@5.3.2/dist/css/bootstrap.min.css, swiper@11.0.5, lib@2.0.0-beta.min.js,
      @fortawesome/fontawesome-free@6.4.0</p>
      <p>Örnek: adiniz@ornek.com · ad.soyad@sirketiniz.com · tucorreo@ejemplo.com · max@mustermann.de ·
      vorname.nachname@ihredomain.de · you@yourbusiness.com · email@address.com</p>
      <input type="email" placeholder="ornek@mail.com">`;
    expect(found(html).emails).toEqual([]);
  });
});

describe('handles written as text', () => {
  it.each([
    ['Instagram: @firma.kahve', 'instagram', 'firma.kahve'],
    ['IG: firmakahve', 'instagram', 'firmakahve'],
    ["Bizi Instagram'da takip edin @firmakahve.", 'instagram', 'firmakahve'],
    ['TikTok: @firma.tr', 'tiktok', 'https://www.tiktok.com/@firma.tr'],
    ['Twitter: @FirmaTR', 'x', 'https://x.com/firmatr'],
    ['YouTube: @FirmaKanal', 'youtube', 'https://www.youtube.com/@firmakanal'],
    ['Facebook: @firmakahve', 'facebook', 'https://www.facebook.com/firmakahve'],
    [
      'Takip: facebook.com/firmakahve · instagram.com/firmakahve',
      'facebook',
      'https://www.facebook.com/firmakahve',
    ],
  ])('%s', (text, network, value) => {
    expect(profilesInText(text)).toContainEqual({ network, value });
  });

  it('not a sentence after the name, nor an e-mail address', () => {
    expect(profilesInText('Instagram: Bizi takip edin')).toEqual([]);
    expect(profilesInText('Instagram ve e-posta: info@firma.com.tr')).toEqual([]);
  });

  it('reads a handle next to an icon', () => {
    expect(found('<li><i class="fab fa-instagram"></i> @firmakahve</li>').instagram).toBe(
      'firmakahve',
    );
    expect(
      found('<li><i class="fa fa-instagram" aria-hidden="true"></i> firmakahve</li>').instagram,
    ).toBe('firmakahve');
  });
});

describe('profile links', () => {
  it('reads icon-only, schemeless and protocol-relative links and JSON-LD sameAs', () => {
    const html = `<a class="elementor-icon elementor-social-icon elementor-social-icon-facebook" href="//www.facebook.com/FirmaKahve/" target="_blank"><span class="elementor-screen-only">Facebook</span><i class="fab fa-facebook"></i></a>
      <a href="instagram.com/firma.kahve"><i class="fa fa-instagram"></i></a>
      <script type="application/ld+json">{"@type":"Cafe","sameAs":["https://www.linkedin.com/company/firma-kahve/","https://www.youtube.com/channel/UC1234567890abcdefghijkl","https://www.tiktok.com/@firmakahve"]}</script>`;
    expect(found(html)).toMatchObject({
      facebook: 'https://www.facebook.com/firmakahve',
      instagram: 'firma.kahve',
      linkedin: 'https://www.linkedin.com/company/firma-kahve',
      youtube: 'https://www.youtube.com/channel/UC1234567890abcdefghijkl',
      tiktok: 'https://www.tiktok.com/@firmakahve',
    });
  });

  it.each([
    [
      'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Ffirmakahve&tabs=timeline',
      'https://www.facebook.com/firmakahve',
    ],
    [
      'https://www.facebook.com/v18.0/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Ffirmakahve',
      'https://www.facebook.com/firmakahve',
    ],
    [
      'https://www.facebook.com/v18.0/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Ffirmakahve',
      'https://www.facebook.com/firmakahve',
    ],
    [
      'https://m.facebook.com/profile.php?id=100063512345678',
      'https://www.facebook.com/profile.php?id=100063512345678',
    ],
    [
      'https://www.facebook.com/pages/Firma-Kahve/123456789012',
      'https://www.facebook.com/profile.php?id=123456789012',
    ],
    [
      'https://www.facebook.com/people/Firma-Kahve/100089123456789/',
      'https://www.facebook.com/profile.php?id=100089123456789',
    ],
    [
      'https://www.google.com/url?q=https%3A%2F%2Fwww.instagram.com%2Ffirmakahve%2F&sa=D&sntz=1&usg=AOvVaw0',
      'firmakahve',
    ],
    [
      'https://l.facebook.com/l.php?u=https%3A%2F%2Fwww.tiktok.com%2F%40firmakahve&h=AT0',
      'https://www.tiktok.com/@firmakahve',
    ],
    ['https://www.instagram.com/accounts/login/?next=%2Ffirmakahve%2F', 'firmakahve'],
    ['http://twitter.com/#!/FirmaKahve', 'https://x.com/firmakahve'],
    ['https://tr-tr.facebook.com/firmakahve/about/', 'https://www.facebook.com/firmakahve'],
    ['https://twitter.com/intent/follow?screen_name=FirmaKahve', 'https://x.com/firmakahve'],
    ['https://twitter.com/FirmaKahve?ref_src=twsrc%5Etfw', 'https://x.com/firmakahve'],
    ['https://www.youtube.com/@FirmaKahve/videos', 'https://www.youtube.com/@firmakahve'],
    ['https://youtube.com/c/FirmaKahve', 'https://www.youtube.com/c/firmakahve'],
    [
      'https://tr.linkedin.com/company/firma-kahve/about/',
      'https://www.linkedin.com/company/firma-kahve',
    ],
  ])('%s names %s', (href, value) => {
    expect(profileFromUrl(href)?.value).toBe(value);
  });

  it.each([
    'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ffirma.com.tr',
    'https://www.facebook.com/dialog/share?app_id=1&href=x',
    'https://www.facebook.com/firmakahve/posts/pfbid02abc',
    'https://www.facebook.com/firmakahve/videos/123456789/',
    'https://www.facebook.com/photo.php?fbid=1',
    'https://www.facebook.com/tr?id=123&ev=PageView',
    'https://www.facebook.com/facebook',
    'https://www.facebook.com/plugins/like.php?href=https%3A%2F%2Fwww.firma.com.tr%2F',
    'https://twitter.com/intent/tweet?text=x&url=y',
    'https://twitter.com/share?url=x',
    'https://x.com/firmakahve/status/1790000000000000000',
    'https://twitter.com/hashtag/kahve',
    'https://platform.twitter.com/widgets.js',
    'https://www.linkedin.com/shareArticle?mini=true&url=x',
    'https://www.linkedin.com/sharing/share-offsite/?url=x',
    'https://www.linkedin.com/feed/update/urn:li:activity:1/',
    'https://www.linkedin.com/posts/firma_kahve-activity-123',
    'https://www.linkedin.com/company/linkedin/',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/abc',
    'https://www.youtube.com/playlist?list=PL1',
    'https://www.tiktok.com/@firmakahve/video/7300000000000000000',
    'https://www.tiktok.com/embed/v2/7300000000000000000',
    'https://www.tiktok.com/tag/kahve',
    'https://www.instagram.com/p/C1abc/',
    'https://www.instagram.com/firmakahve/reel/C1abc/',
  ])('never takes %s', (href) => {
    expect(profileFromUrl(href)).toBeNull();
  });

  it("takes the company page over a person's profile; a person's only as a one-person practice's own link", () => {
    const both = `<a href="https://www.linkedin.com/in/ayse-yilmaz-1234/">Kurucumuz</a>
      <a href="https://www.linkedin.com/company/firma-kahve">LinkedIn</a>`;
    expect(found(both).linkedin).toBe('https://www.linkedin.com/company/firma-kahve');
    // A bio on an about or team page is the person's.
    expect(
      found(
        '<main><p>Kurucu: <a href="https://www.linkedin.com/in/ayse-yilmaz-1234/">LinkedIn</a></p></main>',
      ).linkedin,
    ).toBeNull();
    // The site's footer gives its owner's profile as its own (Steuerkanzlei Vogt, a
    // psychologist's practice): that is the business's LinkedIn.
    const footer = (links: string) =>
      `<main><h1>Steuerberatung</h1></main><footer>${links}</footer>`;
    expect(
      found(
        footer(
          '<a href="https://www.linkedin.com/in/katrin-vogt-stb/">Katrin Vogt auf LinkedIn</a>',
        ),
      ).linkedin,
    ).toBe('https://www.linkedin.com/in/katrin-vogt-stb');
    // Two people's profiles: no one of them is the business's.
    expect(
      found(
        footer(`<a href="https://www.linkedin.com/in/katrin-vogt-stb/">Katrin</a>
          <a href="https://www.linkedin.com/in/jan-vogt-stb/">Jan</a>`),
      ).linkedin,
    ).toBeNull();
    expect(
      found(
        `${footer('<a href="https://www.linkedin.com/in/katrin-vogt-stb/">LinkedIn</a>')}
          <main><a href="https://www.linkedin.com/in/jan-vogt-stb/">Jan</a></main>`,
      ).linkedin,
    ).toBeNull();
  });

  it("takes icon-only links before a theme's credit on the same footer line (Astra's footer builder)", () => {
    const html = `<footer class="site-footer"><div class="ast-footer-social-1-wrap">
      <a href="https://www.linkedin.com/company/yilmaz-hukuk/" aria-label="Linkedin" class="ast-builder-social-element"><span aria-hidden="true"><svg viewBox="0 0 448 512"><path d="M0 0h448v512H0z"></path></svg></span></a>
      <a href="https://twitter.com/yilmazhukuk" aria-label="Twitter" class="ast-builder-social-element"><span aria-hidden="true"><svg viewBox="0 0 448 512"><path d="M0 0h448v512H0z"></path></svg></span></a>
      </div><div class="ast-footer-copyright"><p>Copyright &copy; 2024 Yılmaz Hukuk | Powered by <a href="https://wpastra.com/">Astra WordPress Theme</a></p></div></footer>`;
    const result = found(html, 'https://www.yilmazhukuk.com/');
    expect(result.linkedin).toBe('https://www.linkedin.com/company/yilmaz-hukuk');
    expect(result.x).toBe('https://x.com/yilmazhukuk');
    // A credit and then the agency's icons: still the agency's.
    expect(
      found(
        `<footer><p>Web tasarım: <a href="https://ajansx.com">Ajans X</a> <a href="https://www.instagram.com/ajansx/"><i class="fa fa-instagram"></i></a></p></footer>`,
      ).instagram,
    ).toBeNull();
  });

  it("reads the page a plugin embeds in an iframe or a data-href, not the plugin's own", () => {
    expect(
      found(
        '<iframe src="https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Ffirmakahve&amp;tabs"></iframe>',
      ).facebook,
    ).toBe('https://www.facebook.com/firmakahve');
    expect(
      found('<div class="fb-page" data-href="https://www.facebook.com/firmakahve/"></div>')
        .facebook,
    ).toBe('https://www.facebook.com/firmakahve');
    expect(
      found('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>').youtube,
    ).toBeNull();
  });

  it("never takes a web agency's footer socials", () => {
    const html = `<footer><a href="https://www.instagram.com/firmakahve">IG</a>
      <p>Web Tasarım: Pixel Ajans <a href="https://www.instagram.com/pixelajans">ig</a>
      <a href="https://www.linkedin.com/company/pixel-ajans">in</a> <a href="https://wa.me/905327778899">wa</a></p></footer>`;
    expect(found(html)).toMatchObject({ instagram: 'firmakahve', linkedin: null, whatsapp: null });
  });
});

describe('WhatsApp', () => {
  it('reads a number in the cell after a "GSM / WhatsApp" label cell (a table-layout contact page)', () => {
    const html = `<html lang="tr"><table><tr><td><b>Telefon</b></td><td>: 0332 342 61 16</td></tr>
      <tr><td><b>GSM / WhatsApp</b></td><td>: 0535 640 71 29</td></tr></table></html>`;
    expect(found(html, 'https://www.yildizhali.com/').whatsapp).toBe('+905356407129');
    // The label's neighbour that is no number gives nothing.
    expect(
      found('<table><tr><td>WhatsApp</td><td>Mesai saatlerinde</td></tr></table>').whatsapp,
    ).toBeNull();
  });

  it.each([
    ['<a href="https://wa.me/905324417826?text=Merhaba">WhatsApp</a>', '+905324417826'],
    [
      '<a href="https://api.whatsapp.com/send?phone=905324417826&text=Merhaba">Yaz</a>',
      '+905324417826',
    ],
    [
      '<a href="https://api.whatsapp.com/send/?phone=%2B34612345987&type=phone_number">WA</a>',
      '+34612345987',
    ],
    ['<a href="whatsapp://send?phone=+491701234598">WA</a>', '+491701234598'],
    [
      `<div class="joinchat joinchat--right" data-settings='{"telephone":"34611223344","mobile_only":false,"whatsapp_web":false}' hidden></div>`,
      '+34611223344',
    ],
    [
      '<script id="ht_ctc_app_js-js-extra">var ht_ctc_chat_var = {"number":"905324417826","pre_filled":"","dis_m":"show"};</script>',
      '+905324417826',
    ],
    [
      '<script>(function(){ var options = { whatsapp: "+90 (532) 441 78 26", call_to_action: "Bize yazın" }; var host = "getbutton.io"; })();</script>',
      '+905324417826',
    ],
    [
      "<script>$('#wa').floatingWhatsApp({ phone: '447700900461', popupMessage: 'Hi' });</script>",
      '+447700900461',
    ],
    [
      '<script>var chaty_settings = {"object_settings":{"social":[{"val":"+90 212 555 10 20","channel":"Phone"},{"val":"905321112233","channel":"Whatsapp"}]}};</script>',
      '+905321112233',
    ],
    ['<a class="wa-button" data-phone="905324417826" href="#">Bize yazın</a>', '+905324417826'],
    ['<a href="https://wa.me/905321234567">WhatsApp</a>', '+905321234567'],
    ['<p>WhatsApp Hattı: 0532 441 78 26</p>', '+905324417826'],
    ['<a href="https://wa.me/c/905324417826">Kataloğumuz</a>', '+905324417826'],
    ['<a href="https://wa.me/+90%20532%20441%2078%2026">WhatsApp</a>', '+905324417826'],
    ['<p><i class="fab fa-whatsapp"></i> +90 532 441 78 26</p>', '+905324417826'],
  ])('%s', (html, number) => {
    expect(found(html).whatsapp).toBe(number);
  });

  it('never a share link, a group invite, a bare country code or a placeholder', () => {
    for (const html of [
      '<a href="https://wa.me/?text=https%3A%2F%2Ffirma.com.tr">Paylaş</a>',
      '<a href="https://api.whatsapp.com/send?text=Bak">Paylaş</a>',
      '<a href="https://chat.whatsapp.com/AbCdEf123">Grubumuz</a>',
      '<script>var options = { whatsapp: "57", call_to_action: "x" }; var h = "getbutton.io";</script>',
      '<p>WhatsApp: 0555 555 55 55</p>',
      '<p>WhatsApp: +90 5XX XXX XX XX</p>',
    ]) {
      expect(found(html).whatsapp, html).toBeNull();
    }
  });

  it('a national number takes its country from the domain, else from the page language', () => {
    expect(toE164('0170 1234 598', '49')).toBe('+491701234598');
    expect(toE164('0532 441 78 26', null)).toBeNull();
    expect(
      found('<html lang="es"><p>WhatsApp: 612 345 987</p></html>', 'https://www.bar.com/').whatsapp,
    ).toBe('+34612345987');
  });
});

describe('patterns met on sites the extractor had not seen', () => {
  it("decodes Joomla 4's <joomla-hidden-mail> (base64 halves)", () => {
    const html = `<p>E-Mail: <joomla-hidden-mail is-link="1" is-email="1" first="${btoa('kanzlei')}" last="${btoa('steuer-muster.de')}" text="${btoa('kanzlei@steuer-muster.de')}" base="">Diese E-Mail-Adresse ist vor Spambots geschützt! Zur Anzeige muss JavaScript eingeschaltet sein.</joomla-hidden-mail></p>`;
    expect(found(html, 'https://www.steuer-muster.de/').emails).toEqual([
      'kanzlei@steuer-muster.de',
    ]);
  });

  it("reads Click to Chat's number although its settings never say WhatsApp", () => {
    const settings = JSON.stringify({
      number: '905312287461',
      pre_filled: 'Merhaba',
      dis_m: 'show',
    }).replace(/"/g, '&quot;');
    const html = `<div class="ht_ctc_style ht_ctc_chat_style"><span class="ht_ctc_chat_data" data-no_number="" data-settings="${settings}"></span></div>`;
    expect(found(html).whatsapp).toBe('+905312287461');
  });

  it("reads the object a floating-WhatsApp plugin is called with, beside a menu's objects", () => {
    const html = `<script>
      var MENU = [{ t: "Ana Sayfa", u: "/" }, { t: "Fiyat Al", u: "/fiyat-teklifi" }];
      $(function () {
        $('#wpp').floatingWhatsApp({ phone: '905059912384', headerTitle: 'Güven Nakliyat', position: 'right' });
      });
    </script>`;
    expect(found(html).whatsapp).toBe('+905059912384');
  });

  it("never takes a builder's or theme's own accounts that a template leaves in place", () => {
    const html = `<ul aria-label="Social Bar"><li><a href="http://www.facebook.com/wix" aria-label="Facebook"></a></li>
      <li><a href="http://www.twitter.com/wix" aria-label="Twitter"></a></li>
      <li><a href="http://instagram.com/wix" aria-label="Instagram"></a></li>
      <li><a href="https://www.youtube.com/@elegantthemes" aria-label="YouTube"></a></li></ul>
      <p>Instagram: @elifhairdesign</p>`;
    const findings = found(html, 'https://www.elifhair.com/');
    expect(findings.instagram).toBe('elifhairdesign');
    expect([findings.facebook, findings.x, findings.youtube]).toEqual([null, null, null]);
  });

  it("never takes an agency's address after its credit, free mail included, in Turkish and Spanish", () => {
    expect(
      found(
        `<footer>© Yıldız Oto Servis<br>Site tasarımı: <a href="https://www.webnokta.net">WebNokta</a> – <a href="mailto:info@webnokta.net">info@webnokta.net</a></footer>`,
      ).emails,
    ).toEqual([]);
    expect(
      found(
        `<footer>© Talleres Ortega<br>Web realizada por <a href="https://www.websbaratas.es">WebsBaratas.es</a> · info@websbaratas.es</footer>`,
        'https://www.talleresortega.es/',
      ).emails,
    ).toEqual([]);
    expect(
      found(
        `<td>Özkan Halı © 2024<br>Tasarım: <a href="http://www.netbilisim.com.tr">Net Bilişim</a> - <a href="mailto:netbilisim@superonline.com">netbilisim@superonline.com</a></td>`,
      ).emails,
    ).toEqual([]);
    expect(
      found(`<p>Site tasarımı: Ajans Mavi · ajansmavi@gmail.com</p>`, 'https://www.kuafor.com/')
        .emails,
    ).toEqual([]);
  });

  it("keeps the business's own free-mail address beside a credit", () => {
    expect(
      found(
        `<footer><p>Kuaför Fatma · kuaforfatma@gmail.com · Web tasarım: <a href="https://ajans.com">Ajans</a></p></footer>`,
        'https://www.kuaforfatma.com/',
      ).emails,
    ).toEqual(['kuaforfatma@gmail.com']);
    expect(
      found(
        `<footer><p>Tasarım: Ajans X | İletişim: pastane42@hotmail.com</p></footer>`,
        'https://www.pastane.com/',
      ).emails,
    ).toEqual(['pastane42@hotmail.com']);
  });
});

describe('more patterns of real sites', () => {
  it('reads the profiles a page declares in its head: <link rel="me"> and og:see_also', () => {
    const html = `<html><head><link rel="me" href="https://www.instagram.com/sedefpasta/">
      <meta property="og:see_also" content="https://www.pinterest.com/sedefpasta/">
      <meta property="og:see_also" content="https://www.youtube.com/@sedefpasta"></head>
      <body><p>Ev yapımı pastalar.</p></body></html>`;
    const findings = found(html, 'https://www.sedefpasta.com/');
    expect(findings.instagram).toBe('sedefpasta');
    expect(findings.youtube).toBe('https://www.youtube.com/@sedefpasta');
  });

  it('joins an address a script builds from data-u and data-d', () => {
    const html = `<span class="js-eml" data-u="kayit" data-d="dilkursu.com.tr">E-posta adresimizi görmek için JavaScript açın.</span>`;
    expect(found(html, 'https://www.dilkursu.com.tr/').emails).toEqual(['kayit@dilkursu.com.tr']);
  });

  it('undoes ROT13 when only the decoded address has a real top-level domain', () => {
    const html = `<script>document.write("<n uers=\\"znvygb:onxrel@zncyrnaqelr.pbz\\">onxrel@zncyrnaqelr.pbz</n>".replace(/[a-z]/gi, rot));</script>`;
    expect(found(html, 'https://www.mapleandrye.com/').emails).toEqual(['bakery@mapleandrye.com']);
    // A real address with an uncommon top-level domain stays as it is.
    expect(found('<p>hallo@studio-nord.one</p>', 'https://studio-nord.one/').emails).toEqual([
      'hallo@studio-nord.one',
    ]);
  });

  it("never takes a host's parking page contacts or a processor's privacy address", () => {
    const parked = `<p>Diese Domain wurde soeben bei IONOS registriert.</p>
      <p>Kontakt: <a href="mailto:info@ionos.de">info@ionos.de</a></p>
      <a href="https://www.youtube.com/@IONOSDeutschland">YouTube</a>`;
    const findings = found(parked, 'http://autoservice-kraemer.de/');
    expect(findings.emails).toEqual([]);
    expect(findings.youtube).toBeNull();
    const privacy = `<p>Buchungen über Eversports; Datenschutz: privacy@eversports.com, Aufsicht: poststelle@ldi.nrw.de</p>`;
    expect(found(privacy, 'https://yogaraum.carrd.co/').emails).toEqual([]);
  });

  it('reads a handle written as text before a dash or at the end of a sentence', () => {
    expect(
      found(
        '<p>Folge uns auf Instagram: <strong>cafe_lindenblatt</strong> – dort posten wir jeden Morgen.</p>',
      ).instagram,
    ).toBe('cafe_lindenblatt');
    expect(found('<p>Síguenos en Instagram: fisioelcarmen.</p>').instagram).toBe('fisioelcarmen');
  });
});

describe('patterns met on the fourth blind corpus', () => {
  it("takes a handle written after the nearer network's name, past a link to another network", () => {
    const html = `<footer><p><a href="/privacy-policy/">Privacy Policy</a> · <a href="https://www.facebook.com/firmakahve">Facebook</a> · Insta: @firma_kahve</p></footer>`;
    expect(found(html)).toMatchObject({
      instagram: 'firma_kahve',
      facebook: 'https://www.facebook.com/firmakahve',
    });
    expect(profilesInText('Facebook · Insta: @firma_kahve')).toEqual([
      { network: 'instagram', value: 'firma_kahve' },
    ]);
    // Two names joined, not listed: the handle is both networks' (see the seventh to tenth).
    expect(profilesInText('Instagram ve Facebook: @firmakahve')).toEqual([
      { network: 'instagram', value: 'firmakahve' },
      { network: 'facebook', value: 'https://www.facebook.com/firmakahve' },
    ]);
  });

  it("reads the profiles in a chat widget's channel settings (Chaty), not in other scripts", () => {
    const chaty = `<script id="chaty-front-end-js-extra">
var chaty_settings = {"chaty_widgets":[{"id":0,"settings":{"position":"right"},"channels":[{"channel":"Whatsapp","value":"4915901234567","url":"https:\\/\\/web.whatsapp.com\\/send?phone=4915901234567","channel_type":"Whatsapp"},{"channel":"Instagram","value":"studio.firma","url":"https:\\/\\/www.instagram.com\\/studio.firma","channel_type":"Instagram"},{"channel":"Facebook_Messenger","value":"https:\\/\\/m.me\\/studiofirma","url":"https:\\/\\/m.me\\/studiofirma"}]}]};
</script>`;
    expect(found(chaty, 'https://www.studio-firma.de/')).toMatchObject({
      instagram: 'studio.firma',
      facebook: 'https://www.facebook.com/studiofirma',
      whatsapp: '+4915901234567',
    });
    // An Instagram feed's settings may show any account: not the business's by that alone.
    expect(
      found(
        `<script>var sbi_settings = {"feed":"https:\\/\\/www.instagram.com\\/anotherfirma","mail":"a@b"};</script>`,
      ).instagram,
    ).toBeNull();
  });

  it("reads the number of Click to Chat's shortcode button (data-ctc-link), not its share button", () => {
    expect(
      found(
        `<div onclick="ht_ctc_shortcode_click(this);" data-ctc-link="https://wa.me/447700900461?text=Hi" class="ht-ctc-sc ht-ctc-sc-chat ht-ctc-inline" style="display: inline; cursor: pointer;"><span>WhatsApp us</span></div>`,
        'https://www.brightspark.co.uk/',
      ).whatsapp,
    ).toBe('+447700900461');
    expect(
      found(
        `<div onclick="ht_ctc_shortcode_click(this);" data-ctc-link="https://api.whatsapp.com/send?text=https://www.brightspark.co.uk/" class="ht-ctc-sc-share ht-ctc-inline"><span>Share</span></div>`,
        'https://www.brightspark.co.uk/',
      ).whatsapp,
    ).toBeNull();
  });

  it('takes the LinkedIn of the person a one-person practice is named after, in its content too', () => {
    const html = `<main><h1>Diyetisyen Ayşe Yılmaz</h1><ul class="sosyal">
      <li><a href="https://www.instagram.com/dytayseyilmaz/">Instagram</a></li>
      <li><a href="https://www.linkedin.com/in/ayse-yilmaz-dyt/">LinkedIn</a></li></ul></main>`;
    expect(found(html, 'https://www.dyt-ayseyilmaz.com/').linkedin).toBe(
      'https://www.linkedin.com/in/ayse-yilmaz-dyt',
    );
    // A site named otherwise: her profile in the content is a bio's link.
    expect(found(html, 'https://www.saglikliyasam.com.tr/').linkedin).toBeNull();
    // One word of the name shared with the site is not the person the site is named after.
    expect(found(html, 'https://www.yilmazdiyet.com/').linkedin).toBeNull();
    // Two people: neither is the business's.
    expect(
      found(
        `${html}<main><a href="https://www.linkedin.com/in/mehmet-yilmaz-dyt/">Mehmet</a></main>`,
        'https://www.dyt-ayseyilmaz.com/',
      ).linkedin,
    ).toBeNull();
  });
});

describe('patterns met on the fifth blind corpus', () => {
  it("gives a handle written as text to the nearest network's name when the first has its own", () => {
    const line = 'IG: sofraevyemekleri   TikTok: @sofra.evyemekleri';
    expect(profilesInText(line)).toEqual(
      expect.arrayContaining([
        { network: 'instagram', value: 'sofraevyemekleri' },
        { network: 'tiktok', value: 'https://www.tiktok.com/@sofra.evyemekleri' },
      ]),
    );
    expect(profilesInText(line)).not.toContainEqual({
      network: 'instagram',
      value: 'sofra.evyemekleri',
    });
    expect(
      found(
        `<p><span><img src="/ig-icon.png" alt=""> IG: sofraevyemekleri</span> &nbsp; <span>TikTok: @sofra.evyemekleri</span></p>`,
        'https://www.sofraevyemekleri.com/',
      ),
    ).toMatchObject({
      instagram: 'sofraevyemekleri',
      tiktok: 'https://www.tiktok.com/@sofra.evyemekleri',
    });
  });

  it.each([
    ['X: @FirmaKahve', 'x', 'https://x.com/firmakahve'],
    ['Instagram: firmakahve · X: @firma_tr', 'x', 'https://x.com/firma_tr'],
    ['YouTube: @FirmaKanal', 'youtube', 'https://www.youtube.com/@firmakanal'],
  ])('fills the network a handle is labelled with: %s', (text, network, value) => {
    expect(profilesInText(text)).toContainEqual({ network, value });
  });

  it('reads no X handle from a lower-case x or a word ending in x', () => {
    expect(profilesInText('2 x: @firmakahve')).toEqual([]);
    expect(profilesInText('Fax: @firmakahve')).toEqual([]);
  });
});

describe("another entity's block on the business's page", () => {
  const branch = `<main><h1>Opticians in Camden Town</h1><p>Email the practice: <a href="mailto:camden@visionplus-opticians.co.uk">camden@visionplus-opticians.co.uk</a></p>
    <p>Follow our Camden team: <a href="https://www.facebook.com/visionpluscamden">Facebook</a> · <a href="https://www.instagram.com/visionplus_camden/">Instagram</a></p></main>`;
  const groupFooter = (heading: string, email: string) =>
    `<footer class="group-footer"><div class="about"><h3>${heading}</h3><p>Unit 4 Meridian Park, Leicester. Enquiries: <a href="mailto:${email}">${email}</a></p></div>
    <div class="social"><span>Follow us:</span> <a href="https://www.facebook.com/VisionPlusUK">Facebook</a> <a href="https://twitter.com/VisionPlusUK">X</a> <a href="https://www.linkedin.com/company/visionplus-opticians-ltd/">LinkedIn</a> <a href="https://www.youtube.com/@VisionPlusUK">YouTube</a></div>
    <p>© 2025 VisionPlus Opticians Ltd.</p></footer>`;

  it("drops a group's head-office block whose e-mail is on neither the site's nor the page's other domain", () => {
    expect(
      found(
        `${branch}${groupFooter('VisionPlus Group (head office)', 'franchise@visionplus-group.co.uk')}`,
        'https://www.visionplus-camden.co.uk/',
      ),
    ).toMatchObject({
      emails: ['camden@visionplus-opticians.co.uk'],
      instagram: 'visionplus_camden',
      facebook: 'https://www.facebook.com/visionpluscamden',
      linkedin: null,
      x: null,
      youtube: null,
    });
  });

  it("keeps a firm's own head-office block: on the site's domain, on its other e-mail's, or its only e-mail", () => {
    const own = found(
      `${branch}${groupFooter('Genel Merkez', 'info@visionplus-camden.co.uk')}`,
      'https://www.visionplus-camden.co.uk/',
    );
    expect(own.emails).toContain('info@visionplus-camden.co.uk');
    expect(own.linkedin).toBe('https://www.linkedin.com/company/visionplus-opticians-ltd');
    // A firm whose addresses live on another domain than its website's.
    const mailDomain = found(
      `${branch}${groupFooter('Head office', 'info@visionplus-opticians.co.uk')}`,
      'https://www.visionplus-camden.co.uk/',
    );
    expect(mailDomain.emails).toContain('info@visionplus-opticians.co.uk');
    expect(mailDomain.x).toBe('https://x.com/visionplusuk');
    // The block holds the page's only address: nothing says the business is someone else.
    const only = found(
      groupFooter('Zentrale', 'info@visionplus-group.co.uk'),
      'https://www.visionplus-camden.co.uk/',
    );
    expect(only.emails).toEqual(['info@visionplus-group.co.uk']);
    expect(only.youtube).toBe('https://www.youtube.com/@visionplusuk');
  });

  it("drops a group's block on the branch's e-mail domain when the block links to the group's own website there", () => {
    const pati = (
      branches: string,
    ) => `<header><a href="https://www.instagram.com/pativeterinerkadikoy/"><i class="fa fa-instagram"></i></a></header>
      <main><h1>Pati Veteriner Kliniği – Kadıköy</h1><p>Moda Cad. No:45 · <a href="mailto:kadikoy@pativeteriner.com.tr">kadikoy@pativeteriner.com.tr</a></p></main>
      <footer><div class="grup"><h4>Pati Veteriner Grubu</h4><p>Genel Merkez: Ataşehir/İstanbul · <a href="mailto:info@pativeteriner.com.tr">info@pativeteriner.com.tr</a></p>
      <p>Grubumuzu takip edin: <a href="https://www.instagram.com/pativeteriner/">Instagram</a> <a href="https://www.youtube.com/@pativeteriner">YouTube</a> <a href="https://www.linkedin.com/company/pati-veteriner-grubu/">LinkedIn</a></p>
      ${branches}</div></footer>`;
    const site = 'https://www.pativeterinerkadikoy.com/';
    expect(
      found(
        pati(
          `<p>Şubelerimiz: <a href="https://www.pativeteriner.com.tr/subeler/atasehir">Ataşehir</a></p>`,
        ),
        site,
      ),
    ).toMatchObject({
      emails: ['kadikoy@pativeteriner.com.tr'],
      instagram: 'pativeterinerkadikoy',
      youtube: null,
      linkedin: null,
    });
    // Without the group's own website, the two addresses on one domain may be one firm's.
    expect(found(pati(''), site)).toMatchObject({
      youtube: 'https://www.youtube.com/@pativeteriner',
      linkedin: 'https://www.linkedin.com/company/pati-veteriner-grubu',
    });
  });

  it("reads a page's h1 as its own subject, whatever its words", () => {
    const html = `<main><h1>Kaya Group Opticians</h1><p>Email: <a href="mailto:info@kaya-opticians.co.uk">info@kaya-opticians.co.uk</a></p>
      <p><a href="https://www.linkedin.com/company/kaya-group/">LinkedIn</a></p></main>
      <footer><p>Bookings: <a href="mailto:book@kayabookings.co.uk">book@kayabookings.co.uk</a></p></footer>`;
    expect(found(html, 'https://www.kayagroup.co.uk/')).toMatchObject({
      linkedin: 'https://www.linkedin.com/company/kaya-group',
    });
  });

  it('reads the section a heading heads up to the end of its sectioning element', () => {
    const page = parsePage(
      `<body><main><h2>Us</h2><p>a</p></main><footer><div><h3>Head office</h3><p>b</p></div><div><p>c</p></div></footer><p>d</p></body>`,
      'https://www.firma.com/',
    );
    const office = page.sections?.find((section) => section.heading === 'Head office');
    expect(page.lines.slice(office!.start, office!.end)).toEqual(['Head office', 'b', 'c']);
  });

  it("ends a heading's own block with the column around it, so a membership column does not take the icon row beside it", () => {
    const html = `<footer><div class="col"><h4>İletişim</h4><p>info@tercume.com.tr</p></div>
      <div class="col"><h4>Üyelik</h4><p>Ticaret ve Sanayi Odası üyesidir: <a href="https://www.facebook.com/mardintso">facebook.com/mardintso</a></p></div>
      <div class="social"><a href="https://tr.linkedin.com/company/tercume-burosu" title="LinkedIn"></a><a href="https://x.com/tercumeburosu" title="X"></a></div></footer>`;
    expect(found(html, 'https://www.tercume.com.tr/')).toMatchObject({
      facebook: null,
      linkedin: 'https://www.linkedin.com/company/tercume-burosu',
      x: 'https://x.com/tercumeburosu',
    });
  });
});

describe("a one-person practice's LinkedIn", () => {
  const tutor = (
    email: string,
  ) => `<h1>Burak Aydın</h1><p>Matematik öğretmeni — birebir ve online özel ders</p>
    <ul class="icons"><li><a href="https://instagram.com/burakhoca.mat" aria-label="Instagram"></a></li>
    <li><a href="https://www.linkedin.com/in/burak-aydin-matematik" aria-label="LinkedIn"></a></li>
    <li><a href="mailto:${email}" aria-label="Email"></a></li></ul>`;

  it('takes the personal profile of the person the site’s own address names', () => {
    expect(
      found(tutor('burakaydin.ders@gmail.com'), 'https://www.matematikozelders.net/').linkedin,
    ).toBe('https://www.linkedin.com/in/burak-aydin-matematik');
    // A role address names no one; one word of the name is not the person.
    expect(
      found(tutor('bilgi@matematikozelders.net'), 'https://www.matematikozelders.net/').linkedin,
    ).toBeNull();
    expect(
      found(tutor('burakders@gmail.com'), 'https://www.matematikozelders.net/').linkedin,
    ).toBeNull();
  });
});

describe('a profile the site recommends', () => {
  it('is not the business’s: a teacher’s favourite channel in her content', () => {
    const html = `<p>Instagram: <a href="https://www.google.com/url?q=https%3A%2F%2Fwww.instagram.com%2Fpinarteacher.english%2F&amp;sa=D">@pinarteacher.english</a></p>
      <p>Kullandığım kaynak: <a href="https://www.google.com/url?q=https%3A%2F%2Fwww.youtube.com%2F%40BBCLearningEnglish&amp;sa=D">BBC Learning English</a></p>
      <p>I recommend <a href="https://www.youtube.com/@EnglishWithLucy">this channel</a> for listening.</p>`;
    expect(found(html)).toMatchObject({ instagram: 'pinarteacher.english', youtube: null });
  });

  it('a recommendation earlier on the line does not reach the follow links after it', () => {
    const html = `<footer><p>We recommend booking ahead · Follow us: <a href="https://www.youtube.com/@firmakanal">YouTube</a></p></footer>`;
    expect(found(html).youtube).toBe('https://www.youtube.com/@firmakanal');
  });
});

describe('patterns met on the sixth blind corpus', () => {
  it("reads a national number with the page language's region when the number is valid there", () => {
    const page = (lang: string, number: string, url = 'https://www.plumbingatx.com/') =>
      found(`<html lang="${lang}"><p>Text us on WhatsApp: ${number}</p></html>`, url).whatsapp;
    expect(page('en-US', '(512) 555-0148')).toBe('+15125550148');
    expect(page('es-MX', '55 1234 5678')).toBe('+525512345678');
    expect(page('de-AT', '0664 1234567')).toBe('+436641234567');
    // WordPress writes en-US on sites everywhere: a number not valid in the US is no US number.
    expect(page('en-US', '07700 900123')).toBeNull();
    expect(page('en-US', '0512 555 0148')).toBeNull();
    // 'ca' is Catalan, not Canada; English alone names no country.
    expect(page('ca', '(416) 555-0148')).toBeNull();
    expect(page('en', '(512) 555-0148')).toBeNull();
    // The domain's country wins over the language's region.
    expect(page('en-US', '0532 441 78 26', 'https://www.firma.com.tr/')).toBe('+905324417826');
  });

  it("reads a national number with the country of any country's domain, not only the table's", () => {
    const page = (url: string, number: string, lang = 'es') =>
      found(`<html lang="${lang}"><p>WhatsApp: ${number}</p></html>`, url).whatsapp;
    // A Peruvian laundry: Spanish, but its domain says Peru (Madrid's 912… is valid too).
    expect(page('https://www.lavanderialasrosas.pe/', '912 448 305')).toBe('+51912448305');
    expect(page('https://www.cafetostado.ec/', '099 812 3456')).toBe('+593998123456');
    expect(page('https://www.harbourlights.co.za/', '082 555 0143', 'en')).toBe('+27825550143');
    expect(page('https://jardin.webnode.com.co/', '310 452 7781')).toBe('+573104527781');
    // .co alone is sold to anyone: no country from it.
    expect(page('https://www.studio.co/', '310 452 7781', 'en')).toBeNull();
  });

  it("reads a national number with the country of the site's own tel: links before its language tag's", () => {
    // WordPress's en-US on a Turkish site: its phone links say Turkey.
    expect(
      found(
        `<html lang="en-US"><p>Call <a href="tel:+902324417826">0232 441 78 26</a> · WhatsApp: 0532 441 78 26</p></html>`,
        'https://www.izmirboya.com/',
      ).whatsapp,
    ).toBe('+905324417826');
    // Links to two countries say nothing: the language's region is read, and 0532… is no US number.
    expect(
      found(
        `<html lang="en-US"><p><a href="tel:+902324417826">TR</a> <a href="tel:+4930123456">DE</a> WhatsApp: 0532 441 78 26</p></html>`,
        'https://www.izmirboya.com/',
      ).whatsapp,
    ).toBeNull();
  });

  it("reads a national number with the language's main country, a run of digits inside a valid number too", () => {
    const page = (lang: string, number: string) =>
      found(
        `<html lang="${lang}"><p>WhatsApp: ${number}</p></html>`,
        'https://elektro.jimdosite.com/',
      ).whatsapp;
    expect(page('de', '0151 2345 6789')).toBe('+4915123456789');
    expect(page('tr', '0312 441 59 20')).toBe('+903124415920');
    // Not valid in the language's country: no guess.
    expect(page('es', '55 1234 5678')).toBeNull();
    // A form's example stays one.
    expect(page('de', '0123 456789')).toBeNull();
    expect(page('tr', '+90 123 456 78 90')).toBeNull();
  });

  it('takes a mobile number that counts down, and keeps the landline examples out', () => {
    const link = (number: string, url = 'https://www.firma.pe/') =>
      found(`<p><a href="https://wa.me/${number}">WhatsApp</a></p>`, url).whatsapp;
    // Peru's and Chile's mobile numbers are nine digits from 9.
    expect(link('51987654321')).toBe('+51987654321');
    expect(link('56987654321', 'https://www.taller.cl/')).toBe('+56987654321');
    // Spain's 987 654 321 and France's 01 23 45 67 89 are forms' examples (landlines).
    expect(link('34987654321', 'https://www.firma.es/')).toBeNull();
    expect(link('33123456789', 'https://www.firma.fr/')).toBeNull();
  });

  it("reads the number a chat button's JSON settings element holds under a generic key", () => {
    const html = `<main><p>Antalya elektrik ustası</p></main>
      <script id="wa-float-config" type="application/json">{"phone":"+90 543 207 07 07","message":"Merhaba","position":"left"}</script><div class="wa-float"></div>
      <script type="application/json" id="__CONFIG__">{"phone":"+90 242 000 11 22"}</script>`;
    expect(found(html).whatsapp).toBe('+905432070707');
    expect(
      found(
        `<div class="wa-float" data-config='{"phone":"+90 543 207 07 07","position":"left"}'></div>`,
      ).whatsapp,
    ).toBe('+905432070707');
    // A page's other JSON settings with a phone are not a WhatsApp button's.
    expect(
      found(
        `<script type="application/json" id="store-config">{"phone":"+90 242 311 22 33"}</script>`,
      ).whatsapp,
    ).toBeNull();
    expect(
      found(`<div class="store-map" data-config='{"phone":"+90 242 311 22 33"}'></div>`).whatsapp,
    ).toBeNull();
  });

  it("reads Wati's nested brandSetting.phoneNumber that CreateWhatsappChatWidget is called with", () => {
    const html = `<script>
      var options = {"enabled":true,"chatButtonSetting":{"backgroundColor":"#4dc247","ctaText":"Chat with us","position":"right"},
        "brandSetting":{"brandName":"Kaş Dalış","welcomeText":"Hi there!","autoShow":false,"phoneNumber":"905321447788"}};
      s.onload = function () { CreateWhatsappChatWidget(options); };
    </script>`;
    expect(found(html).whatsapp).toBe('+905321447788');
  });
});

describe('patterns met on the seventh to tenth blind corpora', () => {
  it("reads a national number with the country of the site's domain, Australia's and New Zealand's too", () => {
    const page = (number: string, url: string) =>
      found(`<p>Bookings: 02 6685 4410 · WhatsApp ${number}</p>`, url).whatsapp;
    expect(page('0412 908 337', 'https://www.saltandshearsalon.com.au/')).toBe('+61412908337');
    expect(page('021 345 6789', 'https://www.glenmore.co.nz/')).toBe('+64213456789');
  });

  it("reads the wa.me link a chat widget's settings hold (WAChatBox)", () => {
    const html = `<script src="/wp-content/uploads/js/WhatsappChatBox.min.js"></script>
      <script>new WAChatBox({ link: "https://wa.me/905389914417", user: { name: "Pati Vet", status: "Genellikle 1 saat içinde yanıt verir" }, button_text: "Bize yazın" });</script>`;
    expect(found(html, 'https://www.denizlipativet.com/').whatsapp).toBe('+905389914417');
    // A share link in a script names no number.
    expect(
      found(
        `<script>function share(){ window.open("https://api.whatsapp.com/send?text=" + location.href); }</script>`,
      ).whatsapp,
    ).toBeNull();
  });

  it('reads the number a button keeps in a data attribute named for WhatsApp, which its script opens', () => {
    const html = `<section id="rezervasyon"><p>Rezervasyon hattı: 0286 212 44 70</p><button class="wa-btn" data-wa-number="905362137709" data-wa-text="Merhaba" onclick="window.open('https://wa.me/'+this.dataset.waNumber)">WhatsApp ile rezervasyon</button></section>`;
    expect(found(html, 'https://www.kordonbalikcanakkale.com/').whatsapp).toBe('+905362137709');
    // Another data attribute's number is not WhatsApp's.
    expect(
      found(
        `<button class="call" data-phone="902862124470">Ara</button>`,
        'https://www.kordon.com/',
      ).whatsapp,
    ).toBeNull();
  });

  it('reads a national number on a page without a lang by the language its character set is made for', () => {
    const html = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1254"></head><body>Tel: 0464 657 20 20<br>Whatsapp : 0 535 642 18 90</body></html>`;
    expect(found(html, 'https://www.rizeyaylapansiyon.com/').whatsapp).toBe('+905356421890');
    expect(
      found(
        '<html><head><meta http-equiv="content-language" content="tr"></head><body>WhatsApp: 0535 642 18 90</body></html>',
        'https://www.ayder.com/',
      ).whatsapp,
    ).toBe('+905356421890');
    // UTF-8 without a lang names no country.
    expect(
      found(
        '<html><head><meta charset="utf-8"></head><body>WhatsApp: 0535 642 18 90</body></html>',
        'https://www.ayder.com/',
      ).whatsapp,
    ).toBeNull();
  });

  it('reads one handle for both networks joined before it ("Instagram & TikTok: @handle")', () => {
    expect(
      found(
        '<p>Instagram &amp; TikTok: @fahrschule.sommer</p><footer><a href="https://www.instagram.com/jimdo/">Jimdo auf Instagram</a></footer>',
        'https://fahrschule-sommer.jimdosite.com/',
      ),
    ).toMatchObject({
      instagram: 'fahrschule.sommer',
      tiktok: 'https://www.tiktok.com/@fahrschule.sommer',
    });
    expect(profilesInText('Instagram and TikTok @firma.tr')).toEqual([
      { network: 'instagram', value: 'firma.tr' },
      { network: 'tiktok', value: 'https://www.tiktok.com/@firma.tr' },
    ]);
    // Listed names, or a name with its own value, keep the nearer one's rule.
    expect(profilesInText('Facebook · TikTok: @firma.tr')).toEqual([
      { network: 'tiktok', value: 'https://www.tiktok.com/@firma.tr' },
    ]);
  });

  it('reads "on X @handle" without a colon, X written as a capital', () => {
    expect(profilesInText('Follow us on X @severnlabs for release notes, or on LinkedIn.')).toEqual(
      [{ network: 'x', value: 'https://x.com/severnlabs' }],
    );
    expect(profilesInText('Twitter @severnlabs')).toEqual([
      { network: 'x', value: 'https://x.com/severnlabs' },
    ]);
    // A lower-case x is a letter, not the network.
    expect(profilesInText('2 x @severnlabs')).toEqual([]);
  });

  it("keeps the footer's /channel/ id over a supplier's @handle named like the trade", () => {
    const html = `<title>Summit Roofing &amp; Exteriors | Denver Roof Replacement</title><main><h1>Denver's Roof Replacement Experts</h1><div class="badges"><a href="https://www.youtube.com/@GAFroofing">Learn about GAF Timberline HDZ shingles</a></div></main>
      <footer><ul class="et-social-icons"><li><a href="https://www.facebook.com/SummitRoofingDenver">Facebook</a></li><li><a href="https://www.youtube.com/channel/UC7xK2mPq9RtL4vW8nZb3YaQ">YouTube</a></li></ul></footer>`;
    expect(found(html, 'https://www.summitroofingdenver.com/').youtube).toBe(
      'https://www.youtube.com/channel/UC7xK2mPq9RtL4vW8nZb3YaQ',
    );
  });

  it("keeps the footer's icon named for the site itself right after a theme's credit", () => {
    const socket = (href: string) =>
      `<footer id="socket"><span class="copyright">© Copyright – IT-Service Brandl e.U. – powered by <a rel="nofollow" href="https://kriesi.at">Enfold WordPress Theme</a></span><ul class="social_bookmarks"><li><a aria-label="Link zu LinkedIn" href="${href}"><span>LinkedIn</span></a></li></ul></footer>`;
    expect(
      found(
        socket('https://at.linkedin.com/company/it-service-brandl'),
        'https://www.it-service-brandl.at/',
      ).linkedin,
    ).toBe('https://www.linkedin.com/company/it-service-brandl');
    // The credit's own account after it stays the agency's.
    expect(
      found(socket('https://www.linkedin.com/company/kriesi'), 'https://www.it-service-brandl.at/')
        .linkedin,
    ).toBeNull();
    // Named like the business (its title's words), not like the credited agency.
    const footer = (href: string) =>
      `<title>Durand Plomberie – Plombier chauffagiste Lyon 7e</title><footer><p><a href="/mentions-legales/">Mentions légales</a> · Site réalisé par <a href="https://www.webartisan-lyon.fr">WebArtisan Lyon</a></p><div class="social"><a href="${href}" class="social-facebook" title="Facebook"><i class="fab fa-facebook-f"></i></a></div></footer>`;
    const url = 'https://www.plombier-lyon7-durand.fr/';
    expect(found(footer('https://www.facebook.com/durandplomberielyon'), url).facebook).toBe(
      'https://www.facebook.com/durandplomberielyon',
    );
    expect(found(footer('https://www.facebook.com/webartisanlyon'), url).facebook).toBeNull();
  });

  it("takes a freelancer's only /in/ on a link-in-bio page, whose every link is the business's", () => {
    const html = `<h1 id="text01">Sam Ferris</h1><p>Freelance web developer · Boston, MA</p><ul class="icons"><li><a href="https://www.linkedin.com/in/samferrisdev/" aria-label="LinkedIn"><span class="label">LinkedIn</span></a></li><li><a href="mailto:sam@ferrisweb.dev" aria-label="Email"></a></li></ul><p><a href="https://carrd.co/?ref=ferrisweb">Made with Carrd</a></p>`;
    const url = 'https://ferrisweb.carrd.co/';
    const page = [parsePage(html, url)];
    const onBio = { ownHost: null, platform: platformOfHost('ferrisweb.carrd.co') };
    expect(findingsOf(page, 'ferrisweb.carrd.co', onBio).linkedin).toBe(
      'https://www.linkedin.com/in/samferrisdev',
    );
    // On a site of its own, a profile in its content is still the person's.
    expect(findingsOf(page, 'www.ferrisweb.dev').linkedin).toBeNull();
  });
});

describe('WhatsApp numbers met on the eleventh to fourteenth blind corpora', () => {
  it('reads a number with "(WhatsApp)" right after it', () => {
    expect(
      found(
        '<p>reservas (arroba) hostal.cl · +56 9 8765 4321 (WhatsApp)</p>',
        'https://www.hostalcerroalegre.cl/',
      ).whatsapp,
    ).toBe('+56987654321');
    expect(found('<p>Tel: 0212 444 10 20 / 0532 441 78 26 (Whatsapp hattı)</p>').whatsapp).toBe(
      '+905324417826',
    );
    // The word in another's parentheses, or far after the number, names no number.
    expect(found('<p>0532 441 78 26 (sadece arama, WhatsApp yok)</p>').whatsapp).toBeNull();
    expect(found('<p>Tel: 0212 444 10 20 · Bize yazın (WhatsApp)</p>').whatsapp).toBeNull();
  });

  it("reads a wa.me link written with the national trunk 0 with the site's country", () => {
    const html = (href: string) =>
      `<html lang="tr"><body><a href="${href}" title="WhatsApp"><svg></svg></a></body></html>`;
    expect(
      found(html('https://wa.me/05358421907'), 'https://www.niluferpeyzaj.com/').whatsapp,
    ).toBe('+905358421907');
    // Without a country for it, no guess.
    expect(
      found(
        '<html lang="en"><body><a href="https://wa.me/05358421907">WhatsApp</a></body></html>',
        'https://www.example.com/',
      ).whatsapp,
    ).toBeNull();
  });

  it("reads an English page's national mobile by the one English-speaking country it is a mobile in", () => {
    expect(
      found(
        '<html lang="en"><body><p>Call or WhatsApp Dan on 07412 345 678</p></body></html>',
        'https://sites.google.com/view/greenthumb-gardens-leeds',
      ).whatsapp,
    ).toBe('+447412345678');
    // Ofcom's unallocated 07700 9… range is nobody's mobile.
    expect(
      found(
        '<html lang="en"><body><p>Call or WhatsApp Dan on 07700 914 382</p></body></html>',
        'https://sites.google.com/view/greenthumb-gardens-leeds',
      ).whatsapp,
    ).toBeNull();
    // An Australian mobile on an English page is Australia's.
    expect(
      found(
        '<html lang="en"><body><p>WhatsApp 0412 908 337</p></body></html>',
        'https://x.example.com/',
      ).whatsapp,
    ).toBe('+61412908337');
    // Ten digits without the trunk 0 could be American: no guess.
    expect(
      found(
        '<html lang="en"><body><p>WhatsApp 512 555 0148</p></body></html>',
        'https://x.example.com/',
      ).whatsapp,
    ).toBeNull();
  });
});

describe("the site's own account after a list of others", () => {
  it("keeps a handle named exactly like the site's domain that follows a sponsors' section", () => {
    const html = `<html lang="tr"><body><div id="orta"><h1>Oto Elektrik</h1><h3>Sponsoru olduğumuz kulüp</h3><p>Gençlikspor U-14 · <a href="https://www.instagram.com/keciorengenclikspor/">@keciorengenclikspor</a></p></div>
      <div id="alt"><p>E-posta: info(at)keciorenotoelektrik(nokta)com · Instagram: @keciorenotoelektrik</p></div></body></html>`;
    expect(found(html, 'https://www.keciorenotoelektrik.com/').instagram).toBe(
      'keciorenotoelektrik',
    );
    // The sponsored club's own account there stays the club's.
    expect(
      found(
        html.replace(' · Instagram: @keciorenotoelektrik', ''),
        'https://www.keciorenotoelektrik.com/',
      ).instagram,
    ).toBeNull();
  });
});

describe("a one-person practice's LinkedIn named in the title", () => {
  it("takes the one /in/ profile of the person the home page's title names", () => {
    const page = (title: string) =>
      `<title>${title}</title><div id="main"><h1>Blue Ridge Farrier</h1><p>Jake Morrow, AFA certified farrier.</p><ul class="icons"><li><a href="https://www.facebook.com/blueridgefarrier">Facebook</a></li><li><a href="https://www.linkedin.com/in/jake-morrow-farrier/"><span class="label">LinkedIn</span></a></li></ul></div>`;
    const url = 'https://www.blueridgefarrier.com/';
    expect(found(page('Blue Ridge Farrier — Jake Morrow'), url).linkedin).toBe(
      'https://www.linkedin.com/in/jake-morrow-farrier',
    );
    // A title that names no one leaves a profile in the content the person's.
    expect(found(page('Blue Ridge Farrier'), url).linkedin).toBeNull();
  });
});

describe('an address a script reverses out of a data attribute', () => {
  it('reads the reversed whole address a span keeps (data-r="moc.liamg@…") and its script turns round', () => {
    const html = `<p>E-posta: <span class="js-mail" data-r="moc.liamg@amakiyilahkusrop"></span><script>document.querySelectorAll(".js-mail").forEach(function(s){var m=s.getAttribute("data-r").split("").reverse().join("");s.innerHTML='<a href="mailto:'+m+'">'+m+'</a>';});</script></p>`;
    expect(found(html, 'https://www.porsukhaliyikama.com/').emails).toEqual([
      'porsukhaliyikama@gmail.com',
    ]);
    // Not turned round by the script, the attribute is no address.
    expect(
      found(
        `<span class="js-mail" data-r="moc.liamg@amakiyilahkusrop"></span><script>var m=s.getAttribute("data-r");</script>`,
        'https://www.porsukhaliyikama.com/',
      ).emails,
    ).toEqual([]);
  });
});

describe('a floating button named for WhatsApp by its prefix', () => {
  it('reads the number of var wa_btn_settings under a generic key, and no other settings object', () => {
    expect(
      found(
        '<script>var wa_btn_settings={"phone":"+90 542 224 15 16","btnPosition":"right","message":"Merhaba"};</script>',
      ).whatsapp,
    ).toBe('+905422241516');
    expect(
      found('<script>var site_settings={"phone":"+90 542 224 15 16","theme":"dark"};</script>')
        .whatsapp,
    ).toBeNull();
  });
});

describe("NinjaTeam's WhatsApp plugin", () => {
  it('reads the number of the accounts its localized settings (var njt_wa) list', () => {
    const html = `<script type="text/javascript" src="/wp-content/plugins/whatsapp-for-wordpress/assets/js/whatsapp-popup.js" id="nta-js-popup-js"></script>
      <script type="text/javascript" id="nta-js-popup-js-extra">
/* <![CDATA[ */
var njt_wa = {"gdprStatus":"","accounts":[{"accountId":1416,"accountName":"Kayıt Ofisi","avatar":"","number":"+90 541 612 61 61","title":"Danışman","predefinedText":"Merhaba","daysOfWeekWorking":{"sunday":{"isWorkingOnDay":"OFF","workHours":[{"startTime":"08:00","endTime":"17:30"}]}}}],"options":{"styles":{"btnPosition":"right","btnBottomDistance":"30"}}};
/* ]]> */
</script>`;
    expect(found(html, 'https://www.trabzonakademietut.com/').whatsapp).toBe('+905416126161');
    // Another plugin's "number" setting is no WhatsApp number.
    expect(
      found(
        `<script>var callnow = {"number":"+90 541 612 61 61","position":"right"};</script>`,
        'https://www.trabzonakademietut.com/',
      ).whatsapp,
    ).toBeNull();
  });
});

describe("a link-in-bio page's links named after the business", () => {
  it('keeps the accounts whose link text names the business itself ("Bicis Roda Instagram")', () => {
    const html = `<html lang="es"><head><title>@bicisrodamontevideo | Linktree</title></head><body><h1>@bicisrodamontevideo</h1><p>Taller y venta de bicicletas · Cordón, Montevideo</p>
      <div><a href="https://instagram.com/bicisroda.uy"><span>Bicis Roda Instagram</span></a><a href="https://www.facebook.com/BicisRodaUY"><span>Bicis Roda Facebook</span></a></div>
      <div><a href="https://bike.shimano.com/es-ES/home.html">Shimano</a> <a href="https://www.instagram.com/shimano.es/">Shimano Instagram</a></div></body></html>`;
    const url = 'https://linktr.ee/bicisrodamontevideo';
    const onBio = {
      ownHost: null,
      platform: platformOfHost('linktr.ee'),
      dropChrome: true,
      name: 'bicisrodamontevideo',
    };
    expect(findingsOf([parsePage(html, url)], 'linktr.ee', onBio)).toMatchObject({
      instagram: 'bicisroda.uy',
      facebook: 'https://www.facebook.com/bicisrodauy',
    });
  });
});

describe("a marketplace seller's own header", () => {
  it("reads the seller's address in its store's header block, not the page's chrome", () => {
    const html = `<html lang="tr"><body><div id="seller-store"><div class="seller-store__header"><h1 class="seller-name">Bal Ormanı Rize</h1><div class="seller-info-text">Toptan siparişleriniz için: info@balormani.com.tr</div></div></div>
      <footer><a href="https://www.instagram.com/trendyolcom/">Instagram</a></footer></body></html>`;
    const url = 'https://www.trendyol.com/magaza/bal-ormani-rize-m-433981';
    const onPlatform = {
      ownHost: null,
      platform: platformOfHost('www.trendyol.com'),
      dropChrome: true,
      name: 'balormanirizem433981',
    };
    expect(findingsOf([parsePage(html, url)], 'www.trendyol.com', onPlatform).emails).toEqual([
      'info@balormani.com.tr',
    ]);
    // The page's own header, in BEM or not, stays chrome.
    const chrome = parsePage(
      '<div class="site__header"><p>destek@trendyol.com</p></div><div class="main-header"><p>x</p></div>',
      url,
    ).chromeLines;
    expect(chrome.filter(Boolean).length).toBeGreaterThanOrEqual(2);
  });
});

describe("a profile page's bio in its own language", () => {
  it("reads the bio's national number by the language its letters name, not the platform's lang", () => {
    const page = (bio: string) =>
      `<html lang="en"><head><meta name="description" content="9,870 Followers, 140 Following, 612 Posts - Amasya Elma Evi (&#064;amasyaelmaevi) on Instagram: &quot;${bio}&quot;"></head><body></body></html>`;
    const url = new URL('https://www.instagram.com/amasyaelmaevi/');
    const profile = { field: 'instagram' as const, value: 'amasyaelmaevi' };
    expect(
      profilePageFindings(
        page('🍎 Amasya misket elması, pekmez · Sipariş WhatsApp 0544 205 18 71'),
        url,
        profile,
      ).whatsapp,
    ).toBe('+905442051871');
    // Letters that name no one language leave the number without a country.
    expect(
      profilePageFindings(page('Apples and jam · WhatsApp 0544 205 18 71'), url, profile).whatsapp,
    ).toBeNull();
  });
});
