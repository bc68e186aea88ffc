import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language, SiteInfoResponse, SiteOperator } from '@ageless/contracts';
import { catalogueDifferences } from '@ageless/i18n';
import { fakeApi, renderPage } from '@ageless/testing';
import { de } from '../texts/de';
import { en } from '../texts/en';
import { CommunityGuidelinesPage } from './CommunityGuidelinesPage';
import { ContactPage } from './ContactPage';
import { HelpPage } from './HelpPage';
import { ImpressumPage } from './ImpressumPage';
import { PrivacyPage } from './PrivacyPage';
import { SafetyPage } from './SafetyPage';
import { TermsPage } from './TermsPage';

const EMPTY: SiteOperator = {
  name: null,
  address: [],
  email: null,
  phone: null,
  representative: null,
  registerEntry: null,
  vatId: null,
};

const CONFIGURED: SiteOperator = {
  name: 'Rheinland Nachbarschaft gGmbH',
  address: ['Musterstraße 1', '50667 Köln', 'Deutschland'],
  email: 'kontakt@example.org',
  phone: '+49 221 123456',
  representative: 'Erika Mustermann',
  registerEntry: 'Amtsgericht Köln, HRB 12345',
  vatId: 'DE123456789',
};

/** fetch answering GET /api/site-info with this body (or failing); records what was asked. */
function answerSiteInfo(body: SiteInfoResponse | 'fail') {
  const answer = body === 'fail' ? { status: 503, body: {} } : { body };
  return fakeApi({ 'GET /api/site-info': answer }).calls;
}

function renderSitePage(Page: ComponentType, language: Language = 'en') {
  return renderPage(<Page />, { language });
}

describe('the footer pages’ texts', () => {
  it('have every English key in German and no empty text', () => {
    expect(catalogueDifferences(en, de)).toEqual([]);
  });
});

describe.each([
  ['Privacy Policy', 'Datenschutzerklärung', PrivacyPage],
  ['Terms of Service', 'Nutzungsbedingungen', TermsPage],
  ['Help Center', 'Hilfe-Center', HelpPage],
  ['Community Guidelines', 'Gemeinschaftsregeln', CommunityGuidelinesPage],
  ['Safety & Trust', 'Sicherheit & Vertrauen', SafetyPage],
  ['Legal Notice (Impressum)', 'Impressum', ImpressumPage],
  ['Contact', 'Kontakt', ContactPage],
] as const)('the %s page', (englishTitle, germanTitle, Page) => {
  beforeEach(() => answerSiteInfo({ operator: EMPTY, languageModel: false }));

  it.each([
    ['en', englishTitle],
    ['de', germanTitle],
  ] as const)(
    'in %s has its title as the one h1 and sections under h2',
    async (language, title) => {
      renderSitePage(Page, language);
      // Soft hyphens (where a long German title may break on a phone) are not read out.
      const heard = (h: HTMLElement) => h.textContent?.replaceAll('\u00AD', '');
      expect(screen.getAllByRole('heading', { level: 1 }).map(heard)).toEqual([title]);
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
      // Every link leads somewhere real: a page of the product, an e-mail or a phone number.
      for (const link of screen.getAllByRole('link')) {
        expect(link.getAttribute('href')).toMatch(/^(\/[a-z#-]|mailto:|tel:)/);
      }
    },
  );
});

describe('the Impressum', () => {
  it('says plainly that this installation has not filled in its details, and names nobody', async () => {
    answerSiteInfo({ operator: EMPTY, languageModel: false });
    renderSitePage(ImpressumPage);
    expect(
      await screen.findByText('This installation has not filled in its details yet'),
    ).toBeTruthy();
    expect(screen.getByText(/set SITE_OPERATOR_NAME, SITE_OPERATOR_ADDRESS/)).toBeTruthy();
    expect(screen.queryByRole('term')).toBeNull();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });

  it('shows the configured provider, address, contact, register and VAT id under § 5 DDG, in German', async () => {
    answerSiteInfo({ operator: CONFIGURED, languageModel: false });
    renderSitePage(ImpressumPage, 'de');
    expect(
      screen.getByText(
        'Angaben zum Anbieter dieses Dienstes gemäß § 5 Digitale-Dienste-Gesetz (DDG).',
      ),
    ).toBeTruthy();
    const provider = await screen.findByRole('region', { name: 'Anbieter' });
    expect(within(provider).getByText('Rheinland Nachbarschaft gGmbH')).toBeTruthy();
    expect(within(provider).getByText('50667 Köln')).toBeTruthy();
    expect(within(provider).getByText('Vertreten durch')).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Kontakt' });
    expect(
      within(contact).getByRole('link', { name: 'kontakt@example.org' }).getAttribute('href'),
    ).toBe('mailto:kontakt@example.org');
    expect(within(contact).getByRole('link', { name: '+49 221 123456' }).getAttribute('href')).toBe(
      'tel:+49221123456',
    );
    const register = screen.getByRole('region', { name: 'Register und Steuer' });
    expect(within(register).getByText('Amtsgericht Köln, HRB 12345')).toBeTruthy();
    expect(within(register).getByText('Umsatzsteuer-Identifikationsnummer')).toBeTruthy();
    expect(within(register).getByText('DE123456789')).toBeTruthy();
    expect(screen.queryByText(/noch nicht eingetragen/)).toBeNull();
  });

  it('names the required details that are missing and leaves out optional ones that do not exist', async () => {
    answerSiteInfo({ operator: { ...EMPTY, name: 'Erika Mustermann' }, languageModel: false });
    renderSitePage(ImpressumPage);
    expect(await screen.findByText(/Some details the law asks for are missing here/)).toBeTruthy();
    const provider = screen.getByRole('region', { name: 'Provider' });
    expect(within(provider).getByText('not provided by this installation')).toBeTruthy();
    expect(within(provider).queryByText('Represented by')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Register and tax' })).toBeNull();
  });

  it('offers to try again when the details cannot be loaded', async () => {
    const asked = answerSiteInfo('fail');
    renderSitePage(ImpressumPage);
    expect(await screen.findByText('The operator’s details could not be loaded')).toBeTruthy();
    answerSiteInfo({ operator: CONFIGURED, languageModel: false });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Rheinland Nachbarschaft gGmbH')).toBeTruthy();
    expect(asked.map((call) => call.url)).toEqual(['/api/site-info']);
  });
});

describe('the contact page ("Talk to Someone First")', () => {
  it('gives the configured e-mail and phone of the people who run the service', async () => {
    answerSiteInfo({ operator: CONFIGURED, languageModel: false });
    renderSitePage(ContactPage);
    const write = await screen.findByRole('link', {
      name: 'Write an e-mail to kontakt@example.org',
    });
    expect(write.getAttribute('href')).toBe('mailto:kontakt@example.org');
    expect(screen.getByRole('link', { name: 'Call +49 221 123456' }).getAttribute('href')).toBe(
      'tel:+49221123456',
    );
  });

  it('says honestly when no contact address is configured, and still lists other people to call', async () => {
    answerSiteInfo({ operator: EMPTY, languageModel: false });
    renderSitePage(ContactPage, 'de');
    expect(await screen.findByText('Es wurde noch keine Kontaktadresse angegeben')).toBeTruthy();
    const services = screen.getByRole('region', { name: 'Andere Stellen, die Sie anrufen können' });
    // A German reader sees the German numbers first.
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['In Deutschland', 'In den USA']);
    expect(
      within(services).getByRole('link', { name: '0800 1000 4800' }).getAttribute('href'),
    ).toBe('tel:080010004800');
  });
});

describe('the privacy policy', () => {
  it('says where the guide’s messages go, by this installation’s settings', async () => {
    answerSiteInfo({ operator: CONFIGURED, languageModel: true });
    const { unmount } = renderSitePage(PrivacyPage);
    expect(await screen.findByText(/sends your messages to a language-model service/)).toBeTruthy();
    unmount();
    answerSiteInfo({ operator: EMPTY, languageModel: false });
    renderSitePage(PrivacyPage);
    expect(await screen.findByText(/your messages are not sent to any other company/)).toBeTruthy();
  });

  it('names the two cookies, how long they last, and how to delete a profile and a conversation', async () => {
    answerSiteInfo({ operator: EMPTY, languageModel: false });
    renderSitePage(PrivacyPage);
    const cookies = screen.getByRole('region', { name: 'Cookies and storage on your device' });
    expect(within(cookies).getByText(/^ageless_profile_owner: .* one year\.$/)).toBeTruthy();
    expect(within(cookies).getByText(/^ageless_chat_owner: .* one year\.$/)).toBeTruthy();
    const erase = screen.getByRole('region', { name: 'How to delete your data' });
    expect(within(erase).getByText(/“Delete my profile”/)).toBeTruthy();
    expect(within(erase).getByText(/“Forget this conversation”/)).toBeTruthy();
    expect(
      await screen.findByText('This installation has not filled in its details yet'),
    ).toBeTruthy();
  });
});
