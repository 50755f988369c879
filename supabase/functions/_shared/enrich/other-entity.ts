// Another entity's block on the business's own page (issue 20 item 3): a franchise branch's
// or a group member's site carries the group's head-office block ("VisionPlus Group (head
// office)", "Pati Veteriner Grubu · Genel Merkez") with the group's e-mail and accounts.
// Told from a firm's own "Genel Merkez" / "Head office" footer by its e-mail, while the page
// shows another one outside the block: on a domain that is neither the site's nor a webmail,
// and either not the domain of the page's other e-mail or the domain of a website the block
// links to (the group's own site). Then the block speaks for someone else and none of its
// contacts are the business's.
import { isWebmail } from '../contacts/email-check.ts';
import { sameSite } from './domains.ts';
import type { EmailCandidate } from './emails.ts';
import { hostOf, type ParsedPage } from './html.ts';

/** Headings of a group's, a head office's or a franchisor's block, in our languages. */
const OTHER_ENTITY_HEADING =
  /head\s*office|headquarters|\bHQ\b|\bgroup\b|franchis|genel\s*merkez|merkez\s*ofis|grubu|zentrale|hauptsitz|unternehmensgruppe|sede\s*central|oficina\s*central|casa\s*matriz|grupo\b|si[eè]ge\s*social/iu;

/** The lines of the page's blocks that speak for another entity than the site's. */
export function otherEntityLines(
  page: ParsedPage,
  emails: readonly EmailCandidate[],
  ownHost: string,
): Set<number> {
  const out = new Set<number>();
  // A page's h1 names the page's own subject, whatever its words.
  const sections = (page.sections ?? []).filter(
    (section) => section.level > 1 && OTHER_ENTITY_HEADING.test(section.heading),
  );
  if (sections.length === 0) return out;
  const domainOf = (email: string) => email.split('@')[1]!;
  for (const { start, end } of sections) {
    const inside = (line: number | undefined) => line !== undefined && line >= start && line < end;
    const blockEmails = emails.filter(({ line }) => inside(line));
    const outside = emails.filter(({ line }) => line !== undefined && !inside(line));
    if (blockEmails.length === 0 || outside.length === 0) continue;
    const outsideAddresses = new Set(outside.map(({ email }) => email));
    const outsideDomains = [...new Set(outside.map(({ email }) => domainOf(email)))];
    // The block's own website: a link in it to another site, the one its e-mail is on.
    const blockSites = page.links
      .filter((link) => inside(link.line) && /^https?:/i.test(link.href))
      .map((link) => hostOf(link.href))
      .filter((host) => host !== '' && !sameSite(host, ownHost));
    const foreign = blockEmails.every(({ email }) => {
      const domain = domainOf(email);
      if (sameSite(domain, ownHost) || isWebmail(domain) || outsideAddresses.has(email))
        return false;
      // The page's other address on the same domain ("kadikoy@group" beside the block's
      // "info@group") leaves it open whose the domain is, unless the block links to its own
      // website there: then the block is the group speaking.
      return (
        !outsideDomains.some((other) => sameSite(other, domain)) ||
        blockSites.some((host) => sameSite(host, domain))
      );
    });
    if (!foreign) continue;
    for (let line = start; line < end; line += 1) out.add(line);
  }
  return out;
}
