// Contractor pricing settings in Chromium against the app as `npm start` serves it: a price kept after a
// reload, refused values shown under their fields with nothing saved, a new catalog style, the phone
// layout and the /settings entry. Each test signs up its own contractor: the demo account is shared.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, followSignupEmail, freshTab, launchBrowser, newContext, uniqueEmail } from './browser';

let browser: Browser;
/** The browser every test's tab opens in (freshTab): one visitor after another. */
let tabs: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  tabs = await newContext(browser);
});
afterAll(() => browser?.close());

const signUp = async (page: Page) => {
  await page.goto(appUrl('/signup'));
  await page.getByLabel('Business name').fill('Cedar Line Fencing');
  await page.getByLabel('First name').fill('Tomás');
  await page.getByLabel('Last name').fill('Reyes');
  const email = uniqueEmail('tomas');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('5125550188');
  await page.getByLabel('Password').fill('split-rail-and-posts');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await followSignupEmail(page, email);
};

const openSettings = async (page: Page) => {
  await page.goto(appUrl('/contractor/settings'));
  await page.getByRole('heading', { name: 'Pricing settings' }).waitFor();
};

/** The settings as stored, read with the page's own session. */
const storedSettings = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/pricing-settings', { credentials: 'include' });
    return (await response.json()) as {
      pricing: {
        markupPercentage: number;
        removal: { flatFeeCents: number };
        pricePerFootCents: { vinyl: number };
      };
      catalog: {
        styles: Array<{ id: string; styleName: string; materialType: string }>;
        stylePricing: Array<{ styleId: string; heightFt: number; panelPriceCents: number }>;
      };
    };
  });

describe('pricing settings', () => {
  it('keep a changed vinyl price per foot after a reload', async () => {
    const page = await freshTab(tabs);
    await signUp(page);
    await openSettings(page);
    const vinyl = page.getByLabel('Vinyl price per foot');
    expect(await vinyl.inputValue()).toBe('25.00');
    await vinyl.fill('31.5');
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    // Leaving with unsaved changes asks first; staying keeps them.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    expect(await asked).toContain('unsaved changes');
    expect(new URL(page.url()).pathname).toBe('/contractor/settings');
    expect(await vinyl.inputValue()).toBe('31.5');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Settings saved' }).waitFor();
    await page.getByTestId('settings-save-bar').getByText('All changes saved').waitFor();
    expect((await storedSettings(page)).pricing.pricePerFootCents.vinyl).toBe(3150);

    await page.reload();
    await page.getByRole('heading', { name: 'Pricing settings' }).waitFor();
    expect(await page.getByLabel('Vinyl price per foot').inputValue()).toBe('31.50');
    await page.close();
  });

  it('switch payments to three parts, refusing a split that does not make 100%', async () => {
    const page = await freshTab(tabs);
    await signUp(page);
    await openSettings(page);
    const card = page.getByTestId('payment-settings');
    await card.waitFor();
    await card.getByTestId('payment-structure').selectOption('three_payment');
    await card.getByTestId('three-pay-deposit').fill('30');
    await card.getByTestId('three-pay-materials').fill('30');
    await card.getByTestId('three-pay-final').fill('30');
    await card.getByText('Three payment percentages must sum to 100%').first().waitFor();
    await card.getByTestId('three-pay-final').fill('40');
    await card.getByTestId('communication-preference').selectOption('sms');
    await card.getByTestId('payment-settings-save').click();
    await page.getByTestId('toast').first().waitFor();
    const stored = await page.evaluate(async () => (await fetch('/api/payment-settings')).json());
    expect(stored).toMatchObject({
      paymentStructure: 'three_payment',
      threePaymentPercentages: [30, 30, 40],
      communicationPreference: 'sms',
    });
    await page.reload();
    expect(await page.getByTestId('payment-structure').inputValue()).toBe('three_payment');
    await page.close();
  });

  it('turn on lead alerts, saved as chosen, naming where they go', async () => {
    const page = await freshTab(tabs);
    await signUp(page);
    await openSettings(page);
    const card = page.getByTestId('lead-alerts');
    await card.getByRole('heading', { name: 'Lead alerts' }).waitFor();
    expect(await card.getByLabel('Alert me of new leads by').inputValue()).toBe('off');
    await card.getByLabel('Alert me of new leads by').selectOption('both');
    await card.getByText('Texts go to 512-555-0188, your business phone.').waitFor();
    await card.getByText(/^Emails go to .+@.+, your business email\.$/).waitFor();
    await page.getByTestId('toast').filter({ hasText: 'Lead alerts saved' }).waitFor();
    await page.reload();
    expect(await page.getByLabel('Alert me of new leads by').inputValue()).toBe('both');
    await page.close();
  });

  it('show refused values under their fields and save nothing', async () => {
    const page = await freshTab(tabs);
    await signUp(page);
    await openSettings(page);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') writes.push(request.url());
    });
    await page.getByLabel('Markup', { exact: true }).fill('-5');
    await page.getByLabel('Flat removal fee').fill('0');
    await page.getByRole('button', { name: 'Save changes' }).click();

    await page.getByText('Enter a markup from 0% to 200%').waitFor();
    await page.getByText('Enter an amount greater than 0').waitFor();
    await page.getByText('Some fields need fixing (2)').waitFor();
    expect(await page.getByLabel('Markup', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(writes).toEqual([]);
    const stored = await storedSettings(page);
    expect(stored.pricing.markupPercentage).toBe(20);
    expect(stored.pricing.removal.flatFeeCents).toBe(50000);

    // Fixing a field clears its message.
    await page.getByLabel('Markup', { exact: true }).fill('25');
    expect(await page.getByText('Enter a markup from 0% to 200%').count()).toBe(0);
    await page.close();
  });

  it('add a catalog style with its prices, listed after a reload', async () => {
    const page = await freshTab(tabs);
    await signUp(page);
    await openSettings(page);
    const styles = page.getByTestId('settings-styles');
    const index = await styles.locator('[data-testid$="-toggle"]').count();
    await page.getByRole('button', { name: 'Add style' }).click();
    await page.getByTestId(`style-${index}-name`).fill('Horizontal Cedar');
    await page.getByTestId(`style-${index}-material`).selectOption('cedar');
    await page.getByTestId(`style-${index}-heights`).fill('6');
    await page.getByText('ID: horizontal-cedar').waitFor();
    const prices = { panel: '210', post: '45', gate3: '300', gate4: '340', gate5: '380' };
    for (const [column, value] of Object.entries(prices)) {
      await page.getByTestId(`style-${index}-price-6-${column}`).fill(value);
    }
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Settings saved' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Pricing settings' }).waitFor();
    const toggle = page.getByTestId(`style-${index}-toggle`);
    expect(await toggle.innerText()).toContain('Horizontal Cedar');
    await toggle.click();
    expect(await page.getByTestId(`style-${index}-price-6-panel`).inputValue()).toBe('210.00');
    const stored = await storedSettings(page);
    expect(stored.catalog.styles.at(-1)).toMatchObject({ id: 'horizontal-cedar', materialType: 'cedar' });
    expect(stored.catalog.stylePricing).toContainEqual(
      expect.objectContaining({ styleId: 'horizontal-cedar', heightFt: 6, panelPriceCents: 21000 }),
    );
    await page.close();
  });
});

describe('settings on a 390 px wide phone', () => {
  it('fold the sections, open one from the jump links and keep the save bar in view', async () => {
    const page = await freshTab(tabs, { width: 390, height: 844 });
    await signUp(page);
    await openSettings(page);
    const laborToggle = page.getByRole('button', { name: /^Labor/ });
    expect(await laborToggle.getAttribute('aria-expanded')).toBe('false');
    await page
      .getByRole('navigation', { name: 'Jump to a section' })
      .getByRole('link', { name: 'Labor' })
      .click();
    expect(await laborToggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Cedar labor per post').fill('24');
    const saveBar = page.getByTestId('settings-save-bar');
    expect(await saveBar.isVisible()).toBe(true);
    const box = await saveBar.boundingBox();
    const bottomBar = await page.getByTestId('mobile-bottom-bar').boundingBox();
    expect(box && bottomBar && box.y + box.height <= bottomBar.y + 1).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByTestId('settings-save-bar').getByText('All changes saved').waitFor();
    await page.close();
  });
});

describe('the /settings entry', () => {
  it('opens the contractor settings in the chosen language', async () => {
    const page = await freshTab(tabs);
    await signUp(page);
    await page.goto(appUrl('/settings?lang=es'));
    await page.waitForURL(
      (url) => url.pathname === '/contractor/settings' && url.searchParams.get('lang') === 'es',
    );
    await page.getByRole('heading', { name: 'Configuración de precios' }).waitFor();
    await page.getByRole('button', { name: /^Mano de obra/ }).waitFor();
    await page.close();
  });
});
