import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderPage } from '@ageless/testing';
import { NotifyEmailNote } from './NotifyEmailNote';
import { MATCHES_PATHS } from '../../../app/App';
import { de } from '../../../app/i18n/de';
import { en } from '../../../app/i18n/en';

// The matches remote as the host shows it: its texts, its routes, where the router is.
const page = { catalogues: { matches: { en, de } }, paths: MATCHES_PATHS, showLocation: true };

const ID = 'c0ffee00-0000-4000-8000-000000000001';
const RESEND = `POST /api/profiles/${ID}/notify-email/resend`;

// Issue 25 item 4: nothing but the confirmation mail goes to an address until its link is opened.
describe('the address for notices on the matches page', () => {
  it('asks to confirm an unconfirmed address and sends the link again', async () => {
    const { calls } = fakeApi({ [RESEND]: { body: { confirmationMail: 'queued' } } });
    renderPage(<NotifyEmailNote profileId={ID} state="unconfirmed" />, {
      ...page,
      route: `/matches/${ID}`,
    });
    expect(screen.getByText(/Please confirm your email address/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await screen.findByText(/A new link is on its way/);
    expect(calls.map((call) => `${call.method} ${call.url.split('?')[0]}`)).toEqual([RESEND]);
  });

  it('says when the address had its confirmation mails for the day, in German', async () => {
    fakeApi({ [RESEND]: { body: { confirmationMail: 'over-daily-cap' } } });
    renderPage(<NotifyEmailNote profileId={ID} state="unconfirmed" />, {
      ...page,
      route: `/matches/${ID}`,
      language: 'de',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Link erneut senden' }));
    await screen.findByText(/Bitte versuchen Sie es morgen wieder/);
  });

  it('says notices go to a confirmed address', () => {
    renderPage(<NotifyEmailNote profileId={ID} state="confirmed" />, {
      ...page,
      route: `/matches/${ID}`,
    });
    expect(
      screen.getByText('Notices about requests go to your confirmed email address.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing without an address', () => {
    renderPage(<NotifyEmailNote profileId={ID} state="none" />, {
      ...page,
      route: `/matches/${ID}`,
    });
    expect(screen.queryByText(/email address/)).toBeNull();
  });
});
