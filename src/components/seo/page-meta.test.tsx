import { describe, expect, it } from 'vitest';
import { absoluteUrl, documentTitle, serializeJsonLd } from './page-meta';

describe('serializeJsonLd', () => {
  it('cannot close the script element or break out of it, and stays valid JSON', () => {
    const hostile = { headline: '</script><script>alert(1)</script> & \u2028' };
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['/pricing', 'http://localhost:5173/pricing'],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
  ])('%s -> %s', (input, expected) => {
    expect(absoluteUrl(input)).toBe(expected);
  });
});

describe('documentTitle', () => {
  it.each([
    ['Pricing', 'Pricing | Prospectory'],
    ['Prospectory', 'Prospectory'],
    ['prospectory', 'prospectory'],
    ['Cold email that works | Prospectory', 'Cold email that works | Prospectory'],
    ['Cold email that works | prospectory', 'Cold email that works | prospectory'],
    ['Cold email that works|PROSPECTORY  ', 'Cold email that works|PROSPECTORY'],
    // The site name elsewhere in the title is not the suffix.
    ['Prospectory vs spreadsheets', 'Prospectory vs spreadsheets | Prospectory'],
    ['Why Prospectory', 'Why Prospectory | Prospectory'],
  ])('%j -> %j', (input, expected) => {
    expect(documentTitle(input)).toBe(expected);
  });

  it('is idempotent', () => {
    expect(documentTitle(documentTitle('Blog'))).toBe('Blog | Prospectory');
  });
});
