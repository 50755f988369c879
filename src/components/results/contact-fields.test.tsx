import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { makeBusiness } from '@test-support/app/businesses';
import type { Business } from '@/domain/business';
import { BusinessCards } from './business-cards';
import { BusinessTable } from './business-table';

// Issue 20 items 4-6 in the shared views: the profiles as named icon links, every phone a
// tel: link and a mobile also a WhatsApp link, the e-mail's badge with its plain words.

const FULL = makeBusiness({
  name: 'Moda Diş',
  phone: '0532 123 45 67',
  phone_international: '+905321234567',
  phone_type: 'MOBILE',
  email: 'info@modadis.com.tr',
  email_status: 'verified domain',
  website: 'https://www.modadis.com.tr',
  facebook: 'https://www.facebook.com/modadis',
  linkedin: 'https://www.linkedin.com/company/modadis',
  tiktok: 'https://www.tiktok.com/@modadis',
  x: 'https://x.com/modadis',
  youtube: 'https://www.youtube.com/@modadis',
  whatsapp: '+905329876543',
});
const LANDLINE = makeBusiness({
  name: 'Kadıköy Optik',
  phone: '0216 555 12 34',
  phone_international: '+902165551234',
  phone_type: 'FIXED_LINE',
  email: 'kadikoyoptik@gmail.com',
  email_status: 'no mail server',
});
const BARE = makeBusiness({ name: 'Eski Berber', phone: '444 1 444', email: 'x@other.com' });

function renderView(view: 'table' | 'cards', rows: Business[]) {
  const View = view === 'table' ? BusinessTable : BusinessCards;
  return render(
    <View
      rows={rows.map((row, index) => ({ row, index }))}
      selected={new Set()}
      onToggle={() => undefined}
      onToggleAll={() => undefined}
      allState="none"
      label="Businesses"
    />,
  );
}

const itemOf = (view: 'table' | 'cards', name: string) =>
  screen
    .getAllByTestId(view === 'table' ? 'business-row' : 'business-card')
    .find((item) => item.textContent?.includes(name))!;

async function expectAxeClean(container: HTMLElement) {
  // jsdom lays nothing out, so colour contrast is the browser journey's to check.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
}

// axe over a view takes seconds in jsdom; on a busy machine more than the default 20 s.
const AXE_TIMEOUT = { timeout: 90_000 };

describe.each(['table', 'cards'] as const)('contacts in the %s', (view) => {
  it(
    'names each profile link for its network and the business, in the answer order',
    AXE_TIMEOUT,
    async () => {
      const { container } = renderView(view, [FULL, LANDLINE, BARE]);
      const item = within(itemOf(view, 'Moda Diş'));
      const expected = [
        ['Facebook profile of Moda Diş', 'https://www.facebook.com/modadis'],
        ['LinkedIn profile of Moda Diş', 'https://www.linkedin.com/company/modadis'],
        ['TikTok profile of Moda Diş', 'https://www.tiktok.com/@modadis'],
        ['X profile of Moda Diş', 'https://x.com/modadis'],
        ['YouTube profile of Moda Diş', 'https://www.youtube.com/@modadis'],
        ['WhatsApp chat with Moda Diş', 'https://wa.me/905329876543'],
      ];
      for (const [name, href] of expected) {
        const link = item.getByRole('link', { name: `${name} (opens in a new tab)` });
        expect(link).toHaveAttribute('href', href);
        expect(link).toHaveAttribute('target', '_blank');
      }
      // A business without profiles shows no empty icon row.
      expect(
        within(itemOf(view, 'Kadıköy Optik')).queryByRole('link', { name: /profile of/ }),
      ).toBe(null);
      await expectAxeClean(container);
    },
  );

  it('links every phone with tel: in E.164, and a mobile also to WhatsApp', () => {
    renderView(view, [FULL, LANDLINE, BARE]);
    const mobile = within(itemOf(view, 'Moda Diş'));
    expect(mobile.getByRole('link', { name: '0532 123 45 67' })).toHaveAttribute(
      'href',
      'tel:+905321234567',
    );
    expect(
      mobile.getByRole('link', { name: 'WhatsApp 0532 123 45 67 (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://wa.me/905321234567');

    const landline = within(itemOf(view, 'Kadıköy Optik'));
    expect(landline.getByRole('link', { name: '0216 555 12 34' })).toHaveAttribute(
      'href',
      'tel:+902165551234',
    );
    expect(landline.queryByRole('link', { name: /^WhatsApp/ })).toBe(null);

    // Not typed by the search (a list item saved before issue 20): its digits as they are.
    expect(
      within(itemOf(view, 'Eski Berber')).getByRole('link', { name: '444 1 444' }),
    ).toHaveAttribute('href', 'tel:4441444');
  });

  it(
    'badges the e-mail with where it lives, coloured by its mail server, in plain words',
    AXE_TIMEOUT,
    async () => {
      const { container } = renderView(view, [FULL, LANDLINE, BARE]);
      const own = itemOf(view, 'Moda Diş').querySelector<HTMLElement>('[data-email-badge]')!;
      expect(own).toHaveAttribute('data-email-badge', 'good');
      expect(own).toHaveTextContent(/^Own domain/);
      expect(own).toHaveTextContent("On the business's own website domain.");
      expect(own).toHaveTextContent('A general address such as info@');
      expect(own).toHaveTextContent("This address's domain has a mail server");

      const webmail = itemOf(view, 'Kadıköy Optik').querySelector<HTMLElement>(
        '[data-email-badge]',
      )!;
      expect(webmail).toHaveAttribute('data-email-badge', 'bad');
      expect(webmail).toHaveTextContent(/^Webmail/);
      expect(webmail).not.toHaveTextContent('A general address');
      expect(webmail).toHaveTextContent("This address's domain has no mail server.");

      const unchecked = itemOf(view, 'Eski Berber').querySelector<HTMLElement>(
        '[data-email-badge]',
      )!;
      expect(unchecked).toHaveAttribute('data-email-badge', 'neutral');
      expect(unchecked).toHaveTextContent(/^Other domain/);
      await expectAxeClean(container);
    },
  );

  it('shows the plain words as a tooltip on keyboard focus', async () => {
    const u = userEvent.setup();
    renderView(view, [LANDLINE]);
    const badge = itemOf(view, 'Kadıköy Optik').querySelector<HTMLElement>('[data-email-badge]')!;
    await u.tab();
    while (document.activeElement !== badge) await u.tab();
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(
      "A free mailbox such as Gmail, Outlook or Yandex. Often read by the owner. This address's domain has no mail server. E-mail to it will most likely bounce.",
    );
  });
});
