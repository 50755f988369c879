// LinkedIn, X and YouTube as the real web writes them (issue 20 item 3): card metas,
// embedded timelines and tweets, follow and subscribe buttons, company plugins, tracking
// tags, and every path that is a post, a search, a feed or a share rather than a profile.
// Markup as the platforms' own embed codes and WordPress plugins emit it.
import { describe, expect, it } from 'vitest';
import { findingsOf } from './extract.ts';
import { parsePage } from './html.ts';
import { profileFromUrl, profilesInText } from './networks.ts';

function found(html: string, url = 'https://www.firmakahve.com.tr/') {
  return findingsOf([parsePage(html, url)], new URL(url).hostname);
}

const CHANNEL = 'UCk7Nn4eLbRsa2QpZ1vM8xTd';

describe("a theme's placeholder links", () => {
  it.each([
    'https://twitter.com/username',
    'https://x.com/YourTwitterHandle',
    'https://www.linkedin.com/company/your-company',
    'https://www.linkedin.com/company/company-name',
    'https://www.linkedin.com/in/yourprofile',
    'https://www.youtube.com/channel/UCxxxxxxxxxxxxxxxxxxxxxx',
    'https://www.youtube.com/c/yourchannel',
    'https://www.youtube.com/@username',
    'https://www.facebook.com/yourpage',
    'https://www.instagram.com/username/',
    'https://www.tiktok.com/@username',
  ])('never takes %s', (href) => {
    expect(profileFromUrl(href)).toBeNull();
  });
});

describe('X', () => {
  it.each([
    ['https://twitter.com/FirmaKahve?ref_src=twsrc%5Etfw', 'https://x.com/firmakahve'],
    ['https://x.com/firmakahve?lang=tr', 'https://x.com/firmakahve'],
    ['https://twitter.com/intent/follow?screen_name=FirmaKahve', 'https://x.com/firmakahve'],
    ['https://twitter.com/intent/user?screen_name=FirmaKahve', 'https://x.com/firmakahve'],
    ['https://twitter.com/firmakahve/media', 'https://x.com/firmakahve'],
  ])('%s is the profile %s', (href, value) => {
    expect(profileFromUrl(href)?.value).toBe(value);
  });

  it.each([
    'https://x.com/hashtag/kahve?src=hash',
    'https://x.com/search?q=firmakahve',
    'https://x.com/i/lists/1234567',
    'https://x.com/i/web/status/1790000000000000000',
    'https://twitter.com/intent/tweet?text=x&via=firmakahve',
    'https://twitter.com/share?via=firmakahve',
    'https://twitter.com/home?status=x',
    'https://x.com/firmakahve/status/1790000000000000000?s=20',
    'https://pic.twitter.com/AbC123xyz',
  ])('never takes %s', (href) => {
    expect(profileFromUrl(href)).toBeNull();
  });

  it("reads an embedded timeline and a follow button, not an embedded tweet's author or picture", () => {
    expect(
      found(
        '<a class="twitter-timeline" data-height="400" href="https://twitter.com/FirmaKahve?ref_src=twsrc%5Etfw">Tweets by FirmaKahve</a>',
      ).x,
    ).toBe('https://x.com/firmakahve');
    expect(
      found(
        '<a href="https://twitter.com/FirmaKahve?ref_src=twsrc%5Etfw" class="twitter-follow-button" data-show-count="false">Follow @FirmaKahve</a>',
      ).x,
    ).toBe('https://x.com/firmakahve');
    // The old widget names the account only in its data-screen-name.
    expect(
      found(
        '<a class="twitter-timeline" href="https://twitter.com/" data-widget-id="123456" data-screen-name="FirmaKahve">Tweets</a>',
      ).x,
    ).toBe('https://x.com/firmakahve');
    const tweet = `<blockquote class="twitter-tweet"><p lang="tr" dir="ltr">Kar yağışı uyarısı <a href="https://t.co/Ab12Cd">pic.twitter.com/Ab12Cd</a></p>&mdash; Haber Ajansı (@haberajansi) <a href="https://twitter.com/haberajansi/status/1623456789012345678?ref_src=twsrc%5Etfw">February 9, 2023</a></blockquote>`;
    expect(found(tweet).x).toBeNull();
    // The accounts a tweet mentions are the tweet's; the site's own is in its footer.
    const mention = `<blockquote class="twitter-tweet"><p lang="tr" dir="ltr">Yeni şubemiz <a href="https://twitter.com/AVMKadikoy?ref_src=twsrc%5Etfw">@AVMKadikoy</a> içinde açıldı</p>&mdash; Firma Kahve (@firmakahve) <a href="https://twitter.com/firmakahve/status/1623456789012345678?ref_src=twsrc%5Etfw">February 9, 2023</a></blockquote>`;
    expect(found(mention).x).toBeNull();
    expect(found(`${mention}<footer><a href="https://x.com/firmakahve">X</a></footer>`).x).toBe(
      'https://x.com/firmakahve',
    );
    expect(profilesInText('Kar yağışı pic.twitter.com/Ab12Cd — Haber (@haberajansi)')).toEqual([]);
    // A profile written out keeps its sub-domain; a host that only ends in a network's is none.
    expect(profilesInText('Twitter: mobile.twitter.com/firmakahve')).toEqual([
      { network: 'x', value: 'https://x.com/firmakahve' },
    ]);
    expect(profilesInText('Facebook: web.facebook.com/firmakahve')).toEqual([
      { network: 'facebook', value: 'https://www.facebook.com/firmakahve' },
    ]);
    expect(profilesInText('Dosyalar: dropbox.com/s/abc123 · x.com kapalı')).toEqual([]);
  });

  it("takes the card's twitter:site where no link names an account, never twitter:creator", () => {
    const head = (metas: string, body = '') =>
      `<html><head>${metas}</head><body><main><p>Kahve</p>${body}</main></body></html>`;
    expect(found(head('<meta name="twitter:site" content="@FirmaKahve">')).x).toBe(
      'https://x.com/firmakahve',
    );
    // Some themes write it as a property, as Open Graph's tags are.
    expect(found(head('<meta property="twitter:site" content="@FirmaKahve" />')).x).toBe(
      'https://x.com/firmakahve',
    );
    expect(found(head('<meta name="twitter:site:id" content="1234567">')).x).toBeNull();
    expect(found(head('<meta name="twitter:creator" content="@ajansyazar">')).x).toBeNull();
    // A theme's placeholder, or X's documentation's example left in place.
    for (const placeholder of ['@YourTwitterHandle', '@username', '@site_username', '@nytimes'])
      expect(found(head(`<meta name="twitter:site" content="${placeholder}">`)).x).toBeNull();
    // The agency that built the site, as its credit names it, left its own handle there.
    expect(
      found(
        head(
          '<meta name="twitter:site" content="@pixelajans">',
          '<footer><p>Web tasarım: <a href="https://www.pixelajans.com/">Pixel Ajans</a></p></footer>',
        ),
      ).x,
    ).toBeNull();
    // A link the site shows wins over the card's.
    expect(
      found(
        head(
          '<meta name="twitter:site" content="@firmakahve_eski">',
          '<a href="https://x.com/firmakahve">X</a>',
        ),
      ).x,
    ).toBe('https://x.com/firmakahve');
  });
});

describe('LinkedIn', () => {
  it.each([
    ['https://www.linkedin.com/company/firma-kahve/jobs/', 'company/firma-kahve'],
    ['https://www.linkedin.com/company/firma-kahve/life/', 'company/firma-kahve'],
    ['https://www.linkedin.com/company/firma-kahve/posts/?feedView=all', 'company/firma-kahve'],
    // The company's own post is on the company's page.
    [
      'https://www.linkedin.com/company/firma-kahve/posts/7100000000000000000',
      'company/firma-kahve',
    ],
    ['https://tr.linkedin.com/company/firma-kahve', 'company/firma-kahve'],
    ['https://de.linkedin.com/company/firma-kahve?trk=public_profile', 'company/firma-kahve'],
    ['https://es.linkedin.com/company/firma-kahve', 'company/firma-kahve'],
    ['https://www.linkedin.com/school/firma-akademi/', 'school/firma-akademi'],
    [
      'https://www.linkedin.com/authwall?trk=bf&trkInfo=AQ&original_referer=&sessionRedirect=https%3A%2F%2Fwww.linkedin.com%2Fcompany%2Ffirma-kahve',
      'company/firma-kahve',
    ],
  ])('%s is %s', (href, page) => {
    expect(profileFromUrl(href)?.value).toBe(`https://www.linkedin.com/${page}`);
  });

  it.each([
    'https://www.linkedin.com/feed/update/urn:li:activity:7100000000000000000/',
    'https://www.linkedin.com/posts/firma-kahve_kahve-activity-7100000000000000000-AbCd',
    'https://www.linkedin.com/pulse/kahvenin-tarihi-ayse-yilmaz/',
    'https://www.linkedin.com/jobs/view/3700000000/',
    'https://lnkd.in/dAbC123x',
    'https://px.ads.linkedin.com/collect/?pid=1234567&fmt=gif',
    'https://platform.linkedin.com/in.js',
    'https://www.linkedin.com/authwall?sessionRedirect=https%3A%2F%2Fwww.linkedin.com%2Ffeed%2F',
  ])('never takes %s', (href) => {
    expect(profileFromUrl(href)).toBeNull();
  });

  it("reads the company plugin's number, never the Insight tag's partner id", () => {
    expect(
      found(
        `<script src="https://platform.linkedin.com/in.js" type="text/javascript">lang: tr_TR</script>
        <script type="IN/FollowCompany" data-id="1337" data-counter="bottom"></script>`,
      ).linkedin,
    ).toBe('https://www.linkedin.com/company/1337');
    expect(
      found(
        `<script type="text/javascript">_linkedin_partner_id = "1234567"; window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || []; window._linkedin_data_partner_ids.push(_linkedin_partner_id);</script>
        <noscript><img height="1" width="1" style="display:none;" alt="" src="https://px.ads.linkedin.com/collect/?pid=1234567&fmt=gif" /></noscript>`,
      ).linkedin,
    ).toBeNull();
  });
});

describe('YouTube', () => {
  it.each([
    [`https://www.youtube.com/feeds/videos.xml?channel_id=${CHANNEL}`, `channel/${CHANNEL}`],
    [`https://www.youtube.com/channel/${CHANNEL}?sub_confirmation=1`, `channel/${CHANNEL}`],
    ['https://www.youtube.com/subscription_center?add_user=FirmaKahveTV', 'user/firmakahvetv'],
    ['https://www.youtube.com/c/FirmaKahveTV', 'c/firmakahvetv'],
    ['https://www.youtube.com/user/firmakahvetv/videos', 'user/firmakahvetv'],
    ['https://www.youtube.com/FirmaKahveTV/videos', 'c/firmakahvetv'],
  ])('%s is %s', (href, channel) => {
    expect(profileFromUrl(href)?.value).toBe(`https://www.youtube.com/${channel}`);
  });

  it.each([
    'https://www.youtube.com/embed/videoseries?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&ab_channel=FirmaKahve',
    'https://www.youtube.com/shorts/AbCdEfGhIjk',
    'https://www.youtube.com/playlist?list=PL1',
    'https://www.youtube.com/results?search_query=firma+kahve',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/feeds/videos.xml?playlist_id=PL1',
    'https://www.youtube.com/oembed?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3Dx',
    'https://www.youtube.com/supported_browsers',
    'https://www.youtube.com/get_video_info?video_id=x',
    'https://www.youtube.com/intl/tr/about/',
    'https://www.youtube.com/source/dQw4w9WgXcQ/shorts',
  ])('never takes %s', (href) => {
    expect(profileFromUrl(href)).toBeNull();
  });

  it("reads the subscribe button's channel", () => {
    expect(
      found(
        `<script src="https://apis.google.com/js/platform.js"></script><div class="g-ytsubscribe" data-channelid="${CHANNEL}" data-layout="default" data-count="default"></div>`,
      ).youtube,
    ).toBe(`https://www.youtube.com/channel/${CHANNEL}`);
    expect(
      found('<div class="g-ytsubscribe" data-channel="FirmaKahveTV" data-layout="full"></div>')
        .youtube,
    ).toBe('https://www.youtube.com/user/firmakahvetv');
  });
});
