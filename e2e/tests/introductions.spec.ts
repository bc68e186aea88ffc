import { expect, test, type BrowserContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, useLanguage } from './support/chat-support';
import {
  acceptWithPhone,
  askToBeIntroduced,
  berta,
  guestIn,
  hostIn,
  openBlueprint,
  personWithProfile,
} from './support/introductions';

test.describe('introductions between two people nearby', () => {
  const contexts: BrowserContext[] = [];
  test.afterAll(async () => Promise.all(contexts.map((context) => context.close())));

  test('A asks, B accepts with a phone number, A sees it; a person B blocks never sees B again', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    // A spare room and a wish for company; a student-age need for a home a few streets away.
    const a = await personWithProfile(browser, {
      ...hostIn('Flensburg'),
      values: ['Community', 'Family'],
    });
    const b = await personWithProfile(browser, guestIn('24937'));
    contexts.push(a.context, b.context);

    await openBlueprint(a.page, a.id);
    await expect(berta(a.page)).toHaveCount(1);
    await expect(berta(a.page)).toContainText('Local');
    await expectNoSeriousA11yViolations(a.page);
    await askToBeIntroduced(
      a.page,
      'Hello, I have a quiet spare room. See https://evil.example for photos.',
    );
    await expect(berta(a.page)).toContainText('You asked to be introduced');

    // B returns to the matches page: the request waits there, the link in it removed.
    await b.page.goto(`/matches/${b.id}`);
    const request = b.page.getByTestId('introduction').first();
    await expect(request).toContainText('Hello, I have a quiet spare room.');
    await expect(request).not.toContainText('evil.example');
    await acceptWithPhone(request, 'Berta', '+49 461 1234567');

    // A sees B's first name and number, and nothing before B accepted.
    await a.page.goto(`/matches/${a.id}`);
    const introduced = a.page.getByTestId('introduction').first();
    await expect(introduced).toContainText('First name: Berta');
    await expect(introduced.getByRole('link', { name: '+49 461 1234567' })).toHaveAttribute(
      'href',
      'tel:+494611234567',
    );
    await expectNoSeriousA11yViolations(a.page);

    // C asks B too; B blocks C; C's page no longer has B and C's request is gone.
    const c = await personWithProfile(browser, hostIn('Flensburg'));
    contexts.push(c.context);
    await openBlueprint(c.page, c.id);
    const before = await c.page.getByTestId('nearby-person').count();
    expect(before).toBeGreaterThan(0);
    await expect(berta(c.page)).toHaveCount(1);
    await askToBeIntroduced(c.page, 'Hello from C');

    await b.page.goto(`/matches/${b.id}`);
    const fromC = b.page.getByTestId('introduction').filter({ hasText: 'Hello from C' });
    await fromC.getByRole('button', { name: 'Block' }).click();
    await b.page.getByRole('dialog').getByRole('button', { name: 'Yes, block' }).click();
    await expect(fromC).toHaveCount(0);

    await c.page.reload();
    await expect(c.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(c.page.getByTestId('nearby-person')).toHaveCount(before - 1);
    await expect(berta(c.page)).toHaveCount(0);
    await c.page.goto(`/matches/${c.id}`);
    await expect(c.page.getByRole('heading', { name: 'Introductions' })).toBeVisible();
    await expect(c.page.getByTestId('introduction')).toHaveCount(0);
  });

  // Issue 26 item 3: people with a face, by choice. Only what each chose is shown.
  test('the person asked sees the asker’s card, and the asker sees the name the other chose', async ({
    browser,
  }, testInfo) => {
    // A retry on the same server makes Anna again from a new browser: her card must not read as
    // a copy of the first run's (cards copied from another browser are refused).
    const about = `I have a quiet spare room and a big garden, ${testInfo.retry + 1} minutes from the river.`;
    const anna = await personWithProfile(browser, {
      hasSpace: true,
      needsCompanionship: true,
      location: 'Passau',
      card: {
        firstName: 'Anna',
        ageBand: '70-74',
        showPlace: true,
        languages: ['de', 'en'],
        about,
      },
    });
    const berta = await personWithProfile(browser, {
      needsHousing: true,
      skills: ['Cooking'],
      location: '94032 Passau',
      card: { firstName: 'Berta' },
    });
    contexts.push(anna.context, berta.context);

    await openBlueprint(anna.page, anna.id);
    const shown = anna.page.getByTestId('nearby-person').filter({ hasText: 'Berta' });
    await expect(shown.getByRole('heading', { name: 'Berta' })).toBeVisible();
    await expect(shown).not.toContainText('94032');
    await shown.getByRole('button', { name: 'Ask to be introduced (Berta)' }).click();
    const dialog = anna.page.getByRole('dialog');
    await dialog.getByLabel('Your message').fill('Hello, would you like to see the room?');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toBeHidden();

    await berta.page.goto(`/matches/${berta.id}`);
    const face = berta.page.getByTestId('introduction').first().getByTestId('person-face');
    await expect(face).toContainText('Who asks');
    await expect(face).toContainText('Anna');
    await expect(face).toContainText('70–74');
    await expect(face).toContainText('Passau');
    await expect(face).toContainText('German, English');
    await expect(face).toContainText(about);
    await expectNoSeriousA11yViolations(berta.page);
  });
  test('auf Deutsch: die Gefragte sieht die Karte der Fragenden in ihrer Sprache', async ({
    browser,
  }, testInfo) => {
    // A retry meets the first try's people: the person asked has a name of this try's own.
    const asked = ['Hedwig', 'Hilde', 'Hanne', 'Helga'][testInfo.retry % 4]!;
    const about = `Ich habe ein ruhiges Gästezimmer und einen großen Garten, ${testInfo.retry + 1} Minuten von der Donau.`;
    const greta = await personWithProfile(browser, {
      hasSpace: true,
      needsCompanionship: true,
      location: 'Regensburg',
      card: { firstName: 'Greta', ageBand: '75-79', showPlace: true, languages: ['de'], about },
    });
    const hedwig = await personWithProfile(browser, {
      needsHousing: true,
      skills: ['Cooking'],
      location: '93047 Regensburg',
      card: { firstName: asked },
    });
    contexts.push(greta.context, hedwig.context);
    await useLanguage(greta.page, 'de');
    await useLanguage(hedwig.page, 'de');

    await greta.page.goto(`/matches/${greta.id}`);
    await expect(greta.page.getByTestId('match-card').first()).toBeVisible();
    await greta.page.goto(`/matches/${greta.id}/blueprints/intergenerational-homeshare`);
    const shown = greta.page.getByTestId('nearby-person').filter({ hasText: asked });
    await expect(shown.getByRole('heading', { name: asked })).toBeVisible();
    await shown.getByRole('button', { name: `Um Vorstellung bitten (${asked})` }).click();
    const dialog = greta.page.getByRole('dialog');
    await dialog.getByLabel('Ihre Nachricht').fill('Guten Tag, möchten Sie das Zimmer ansehen?');
    await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(dialog).toBeHidden();

    await hedwig.page.goto(`/matches/${hedwig.id}`);
    const face = hedwig.page.getByTestId('introduction').first().getByTestId('person-face');
    await expect(face).toContainText('Wer fragt');
    await expect(face).toContainText('Greta');
    await expect(face).toContainText('75–79');
    await expect(face).toContainText('Regensburg');
    await expect(face).toContainText('Deutsch');
    await expect(face).toContainText(about);
    await expectNoSeriousA11yViolations(hedwig.page);
  });
});
