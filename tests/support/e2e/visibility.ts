import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What a person sees, not only what the DOM holds: a control counts as usable when it is
 * visible, its whole box lies inside the viewport, nothing else is painted over its
 * centre, and a click on it would land (Playwright's actionability checks, as a trial).
 * A menu item clipped by a collapsed panel is still "visible" to `toBeVisible()` — its
 * box is laid out — but `elementFromPoint` at its centre returns the page behind it.
 */
export interface UsableOptions {
  /**
   * Scroll the element into view first (default true): right for page controls, which a
   * person scrolls to. A disabled control must be seen, uncovered, but is not clicked. Pass false for things that must already be in view when they
   * appear, such as an open fixed menu or a modal dialog.
   */
  scroll?: boolean;
  /** How long layout may take to settle before the check fails (default 5 s). */
  timeout?: number;
}

// Sub-pixel rounding of boxes at fractional offsets must not count as overflow.
const EPSILON = 0.5;

async function describe(locator: Locator): Promise<string> {
  const text = await locator
    .evaluate((el) => {
      const label = el.getAttribute('aria-label') ?? el.textContent ?? '';
      return `<${el.tagName.toLowerCase()}> "${label.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
    })
    .catch(() => '');
  return `${locator.toString()} ${text}`.trim();
}

/** Every reason `locator` is not usable by a person right now; empty when it is. */
export async function usabilityProblems(
  locator: Locator,
  { scroll = true }: Pick<UsableOptions, 'scroll'> = {},
): Promise<string[]> {
  if (!(await locator.isVisible())) return ['not visible'];
  if (scroll) {
    await locator.scrollIntoViewIfNeeded({ timeout: 2_000 });
    // "If needed" leaves a control that peeks out under the sticky header where it is;
    // a person would scroll it clear, so centre it as they would.
    await locator.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
  }

  const problems: string[] = [];
  const box = await locator.boundingBox();
  const viewport = locator.page().viewportSize();
  if (!box || !viewport) return ['no bounding box'];
  if (box.width < 1 || box.height < 1) problems.push(`empty box ${box.width}x${box.height}`);
  if (
    box.x < -EPSILON ||
    box.y < -EPSILON ||
    box.x + box.width > viewport.width + EPSILON ||
    box.y + box.height > viewport.height + EPSILON
  ) {
    problems.push(
      `box x=${box.x} y=${box.y} ${box.width}x${box.height} is not inside the ` +
        `${viewport.width}x${viewport.height} viewport`,
    );
  }

  // The centre of each of its boxes: a link wrapped over two lines has two, and the centre
  // of its bounding box may fall between them, on the paragraph around it.
  const hit = await locator.evaluate((el) => {
    const rects = Array.from(el.getClientRects()).filter((r) => r.width >= 1 && r.height >= 1);
    let miss = 'nothing';
    for (const rect of rects) {
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const top = document.elementFromPoint(x, y);
      if (top && (top === el || el.contains(top))) return null;
      const id = top?.id ? `#${top.id}` : '';
      const text = (top?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      miss = top ? `<${top.tagName.toLowerCase()}${id}> "${text}"` : 'nothing';
      miss = `${miss} at (${x}, ${y})`;
    }
    return miss;
  });
  if (hit) problems.push(`covered at its centre by ${hit}`);

  // A disabled control (a form's submit before it is filled in) is shown, not pressed.
  if (!(await locator.isEnabled())) return problems;
  try {
    await locator.click({ trial: true, timeout: 2_000 });
  } catch (error) {
    const first = String((error as Error).message).split('\n')[0];
    problems.push(`a click would not land: ${first}`);
  }
  return problems;
}

/** Asserts that a person can see and click `locator` (see UsableOptions). */
export async function expectUsable(locator: Locator, options: UsableOptions = {}): Promise<void> {
  await expectAllUsable([locator], options);
}

/**
 * Asserts every locator usable, retrying until layout settles, and on failure names each
 * unusable element with all of its problems at once.
 */
export async function expectAllUsable(
  locators: readonly Locator[],
  { timeout = 5_000, ...options }: UsableOptions = {},
): Promise<void> {
  await expect(async () => {
    const report: Record<string, string[]> = {};
    for (const locator of locators) {
      const problems = await usabilityProblems(locator, options);
      if (problems.length > 0) report[await describe(locator)] = problems;
    }
    expect(report, 'every control visible, inside the viewport, uncovered and clickable').toEqual(
      {},
    );
  }).toPass({ timeout });
}

/** Asserts that the page itself does not scroll sideways (a common 390 px failure). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: (document.scrollingElement ?? document.documentElement).scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}
