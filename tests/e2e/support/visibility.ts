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
   * person scrolls to. Pass false for things that must already be in view when they
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
  if (scroll) await locator.scrollIntoViewIfNeeded({ timeout: 2_000 });

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

  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const hit = await locator.evaluate((el, point) => {
    const top = document.elementFromPoint(point.x, point.y);
    if (top && (top === el || el.contains(top))) return null;
    if (!top) return 'nothing';
    const id = top.id ? `#${top.id}` : '';
    const text = (top.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${top.tagName.toLowerCase()}${id}> "${text}"`;
  }, centre);
  if (hit) problems.push(`covered at its centre (${centre.x}, ${centre.y}) by ${hit}`);

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
