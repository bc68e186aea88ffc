import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';

const HOMESHARE = 'intergenerational-homeshare';

// Each person is their own browser: the profile belongs to the browser that made it (a cookie).
export async function personWithProfile(browser: Browser, answers: Record<string, unknown>) {
  const context = await browser.newContext({ locale: 'en-US' });
  const response = await context.request.post('/api/profiles', { data: { userId: 1, ...answers } });
  expect(response.status()).toBe(201);
  const { profile } = (await response.json()) as { profile: { id: string } };
  const page = await context.newPage();
  return { context, page, id: profile.id };
}

export async function openBlueprint(page: Page, id: string) {
  await page.goto(`/matches/${id}`);
  await expect(page.getByTestId('match-card').first()).toBeVisible();
  await page.goto(`/matches/${id}/blueprints/${HOMESHARE}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Intergenerational Homeshare' }),
  ).toBeVisible();
}

// The e2e run shares one database, and a retried test meets the people its first try made: the
// person asked shows a first name of this try's own on their card, and is found by it.
const NAMES = ['Berta', 'Bettina', 'Brigitte', 'Babette'];

/** B's first name in this try of the test. */
export const bertaName = (): string => NAMES[test.info().retry % NAMES.length]!;

/** A's answers: a spare room and a wish for company, in `location`. */
export const hostIn = (location: string) => ({
  hasSpace: true,
  needsCompanionship: true,
  skills: ['Cooking'],
  values: ['Community'],
  timeAvailable: 'regular',
  energyLevel: 'moderate',
  location,
});

/** B's answers: a need for a home, gardening and repairs to bring, and this try's first name. */
export const guestIn = (location: string) => ({
  needsHousing: true,
  skills: ['Gardening', 'Repair'],
  values: ['Community'],
  timeAvailable: 'regular',
  energyLevel: 'high',
  location,
  card: { firstName: bertaName() },
});

/** B as the asker sees B among the people nearby. */
export const berta = (page: Page) =>
  page
    .getByTestId('nearby-person')
    .filter({ has: page.getByRole('heading', { name: bertaName(), exact: true }) });

export async function askToBeIntroduced(page: Page, message: string) {
  await berta(page)
    .getByRole('button', { name: /Ask to be introduced/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your message').fill(message);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
}

/** Accepts a waiting request on the matches page, sharing a first name and a phone number. */
export async function acceptWithPhone(request: Locator, firstName: string, phone: string) {
  await request.getByRole('button', { name: 'Accept' }).click();
  const dialog = request.page().getByRole('dialog');
  await dialog.getByLabel('Your first name').fill(firstName);
  await dialog.getByLabel('Your phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Share and accept' }).click();
  await expect(dialog).toBeHidden();
  await expect(request).toContainText('You accepted');
}
