import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './sanitize-html';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('sanitizePostHtml', () => {
  it.each<[string, string, (root: HTMLElement) => void]>([
    [
      '<script> elements',
      '<p>a</p><script>alert(1)</script>',
      (r) => expect(r.querySelector('script')).toBeNull(),
    ],
    [
      'event handlers',
      '<img src="x.png" onerror="alert(1)">',
      (r) => expect(r.querySelector('img')?.hasAttribute('onerror')).toBe(false),
    ],
    [
      'javascript: links',
      '<a href="javascript:alert(1)">x</a>',
      (r) => expect(r.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i),
    ],
    [
      'javascript: with odd case and spacing',
      '<a href=" JaVaScRiPt:alert(1)">x</a>',
      (r) => expect(r.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i),
    ],
    [
      'iframes and srcdoc',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      (r) => expect(r.querySelector('iframe, [srcdoc]')).toBeNull(),
    ],
    [
      'svg onload',
      '<svg onload="alert(1)"><circle r="1"></circle></svg>',
      (r) => expect(r.innerHTML).not.toMatch(/onload/i),
    ],
    [
      'inline styles (page overlays)',
      '<p style="position:fixed;inset:0">x</p>',
      (r) => expect(r.querySelector('[style]')).toBeNull(),
    ],
    [
      'forms',
      '<form action="https://evil.test"><input name="password"></form>',
      (r) => expect(r.querySelector('form, input')).toBeNull(),
    ],
  ])('removes %s', async (_name, html, check) => {
    check(parse(await sanitizePostHtml(html)));
  });

  it('keeps ordinary formatting, links and images', async () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <a href="https://example.com/a">link</a></p>' +
      '<ul><li>one</li></ul><blockquote>q</blockquote><img src="https://example.com/p.png" alt="photo">';
    const root = parse(await sanitizePostHtml(html));
    expect(root.querySelector('h2')?.textContent).toBe('Title');
    expect(root.querySelector('strong')?.textContent).toBe('b');
    expect(root.querySelector('em')?.textContent).toBe('i');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://example.com/a');
    expect(root.querySelector('li')?.textContent).toBe('one');
    expect(root.querySelector('blockquote')?.textContent).toBe('q');
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('photo');
  });

  it('makes links that open a new tab unable to reach back into the page', async () => {
    const root = parse(
      await sanitizePostHtml('<a href="https://example.com" target="_blank">x</a>'),
    );
    const link = root.querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('drops other link targets', async () => {
    const root = parse(await sanitizePostHtml('<a href="https://example.com" target="_top">x</a>'));
    expect(root.querySelector('a')?.hasAttribute('target')).toBe(false);
  });
});
