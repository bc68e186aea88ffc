import { jest } from '@jest/globals';
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '@ageless/ui';
import type { Language } from '@ageless/contracts';
import { renderPage } from '@ageless/testing';
import { AcceptDialog } from './AcceptDialog';
import { ReportDialog } from './ReportDialog';
import { MATCHES_PATHS } from '../../../app/App';
import { de } from '../../../app/i18n/de';
import { en } from '../../../app/i18n/en';

// The matches remote as the host shows it: its texts, its routes, where the router is.
const page = { catalogues: { matches: { en, de } }, paths: MATCHES_PATHS, showLocation: true };

function openDialog(dialog: ReactElement, language: Language = 'en') {
  renderPage(<Dialog open>{dialog}</Dialog>, { ...page, route: '/', language });
}

describe('sharing a contact to accept an introduction', () => {
  it('names what is missing next to the field and sends nothing until it is there', async () => {
    const onSubmit = jest.fn<(...args: unknown[]) => void>();
    openDialog(<AcceptDialog pending={false} error={null} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share and accept' }));
    expect(screen.getByText('Please write your first name.')).toBeTruthy();
    expect(screen.getByText('Please give a phone number or an email address.')).toBeTruthy();
    expect(screen.getByLabelText('Your first name').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Your first name'), '  Greta ');
    await userEvent.click(screen.getByRole('radio', { name: 'Email' }));
    await userEvent.type(screen.getByLabelText('Your email address'), 'greta@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Share and accept' }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Greta',
      kind: 'email',
      value: 'greta@example.org',
    });
  });

  // Seventh hostile pass #5: the name the other person reads as who answered.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Your first name',
      'PayPal Support',
      'Please use your own first name, not a family role, a title, a call for help, or the name of a company, a bank or a team.',
    ],
    [
      'de',
      'Ihr Vorname',
      'Ｓｉｃｈｅｒｈｅｉｔｓｔｅａｍ',
      'Bitte verwenden Sie Ihren eigenen Vornamen, keine Familienrolle, keinen Titel, keinen Hilferuf und nicht den Namen einer Firma, einer Bank oder eines Teams.',
    ],
  ])(
    'in %s, refuses a first name that is not the person’s own',
    async (language, label, typed, message) => {
      const onSubmit = jest.fn<(...args: unknown[]) => void>();
      openDialog(<AcceptDialog pending={false} error={null} onSubmit={onSubmit} />, language);
      const name = screen.getByLabelText(label);
      await userEvent.type(name, typed);
      await userEvent.type(screen.getByRole('textbox', { name: /phone|Telefon/ }), '030 123456');
      await userEvent.click(screen.getByRole('button', { name: /Share and accept|Teilen/ }));
      const error = screen.getByText(message);
      expect(name.getAttribute('aria-describedby')).toBe(error.id);
      expect(onSubmit).not.toHaveBeenCalled();

      // Their own name, in full-width letters, is sent as plain ones.
      await userEvent.clear(name);
      await userEvent.type(name, 'Ｇｒｅｔａ');
      await userEvent.click(screen.getByRole('button', { name: /Share and accept|Teilen/ }));
      expect(onSubmit).toHaveBeenCalledWith({
        firstName: 'Greta',
        kind: 'phone',
        value: '030 123456',
      });
    },
  );

  it('shows the server’s refusal as an alert and says it is busy while sending, in German', async () => {
    openDialog(
      <AcceptDialog pending error="Bitte später noch einmal." onSubmit={jest.fn()} />,
      'de',
    );
    expect(screen.getByRole('alert').textContent).toBe('Bitte später noch einmal.');
    const submit = screen.getByRole('dialog').querySelector('button[type="submit"]');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(submit?.textContent).toBe('Wird geteilt...');
  });
});

describe('reporting a person', () => {
  it('sends the chosen reason and the trimmed details', async () => {
    const onSubmit = jest.fn<(...args: unknown[]) => void>();
    openDialog(<ReportDialog pending={false} error={null} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Made me feel unsafe' }));
    await userEvent.type(
      screen.getByLabelText('More details (optional)'),
      ' Wanted to meet at night ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSubmit).toHaveBeenCalledWith('unsafe', 'Wanted to meet at night');
  });

  it('offers Cancel, which sends nothing', async () => {
    const onSubmit = jest.fn<(...args: unknown[]) => void>();
    openDialog(<ReportDialog pending={false} error={null} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Asked for money or bank details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
