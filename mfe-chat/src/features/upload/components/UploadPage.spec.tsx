import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  KnowledgeDocumentSummary,
  ReportForReview,
  ReportsForReviewResponse,
} from '@ageless/contracts';
import { fakeApi, renderPage, type FakeCall } from '../../../testing/render';
import { UploadPage } from './UploadPage';

const PENDING_ID = '6c1f2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const REPORT_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

const document = (overrides: Partial<KnowledgeDocumentSummary>): KnowledgeDocumentSummary => ({
  id: '11111111-2222-4333-8444-555555555555',
  title: 'Riester basics',
  filename: 'Riester basics.txt',
  language: 'en',
  size: 1200,
  chunks: 1,
  builtIn: false,
  topic: null,
  sourceUrl: null,
  uploadedAt: '2026-11-20T09:30:00.000Z',
  status: 'approved',
  ...overrides,
});

const PENDING = document({
  id: PENDING_ID,
  title: 'SSA claim at 62',
  filename: 'SSA claim at 62.txt',
  size: 240,
  status: 'pending',
});

const REPORT: ReportForReview = {
  id: REPORT_ID,
  reason: 'scam',
  details: 'He asked me to send 300 euros before we meet.',
  message: 'Hello, I can help with your garden.',
  createdAt: '2026-11-22T15:00:00.000Z',
  reportedProfileId: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  reportsAgainstProfile: 2,
};

const list = (documents: KnowledgeDocumentSummary[]) => ({
  body: { count: documents.length, documents },
});
const reports = (items: ReportForReview[]): { body: ReportsForReviewResponse } => ({
  body: { reports: items },
});
const unauthorized = {
  status: 401,
  body: { statusCode: 401, error: 'Unauthorized', message: 'This action needs the admin token.' },
};

afterEach(() => sessionStorage.clear());

describe('the upload page for staff', () => {
  it('lists uploads waiting for approval, shows their text with links as text, and approves one', async () => {
    const user = userEvent.setup();
    let approved = false;
    const { calls } = fakeApi({
      'GET /api/knowledge/documents': () =>
        list([document({}), { ...PENDING, status: approved ? 'approved' : 'pending' }]),
      [`GET /api/knowledge/documents/${PENDING_ID}/passages`]: {
        body: {
          id: PENDING_ID,
          title: PENDING.title,
          status: 'pending',
          passages: ['Call +1-900-555-0147 or see [claims](https://ssa-claims.scam.example).'],
          total: 1,
        },
      },
      [`PATCH /api/knowledge/documents/${PENDING_ID}`]: () => {
        approved = true;
        return { body: { ...PENDING, status: 'approved' } };
      },
      'GET /api/admin/reports': reports([]),
    });
    renderPage(<UploadPage />);

    const region = await screen.findByRole('region', { name: 'Waiting for approval' });
    expect(await within(region).findByRole('heading', { name: 'SSA claim at 62' })).toBeTruthy();
    // Only approved documents count as ready for the guide.
    expect(screen.getByText('1 document ready in the knowledge base')).toBeTruthy();
    expect(within(region).queryByText('Riester basics')).toBeNull();

    const read = within(region).getByRole('button', { name: 'Read the text' });
    expect(read.getAttribute('aria-expanded')).toBe('false');
    await user.click(read);
    expect(read.getAttribute('aria-expanded')).toBe('true');
    const passage = await within(region).findByTestId('review-passage');
    expect(passage.textContent).toContain('[claims](https://ssa-claims.scam.example)');
    expect(within(region).queryByRole('link')).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Approve' }));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ status: 'approved' });
    expect(
      await screen.findByText(
        '“SSA claim at 62” is approved: the guide may now cite it as an uploaded document.',
      ),
    ).toBeTruthy();
    expect(await within(region).findByText('No documents are waiting for approval.')).toBeTruthy();
    expect(screen.getByText('2 documents ready in the knowledge base')).toBeTruthy();
  });

  it('asks for the admin token when the API wants one and approves with it', async () => {
    const user = userEvent.setup();
    const patches: FakeCall[] = [];
    fakeApi({
      'GET /api/knowledge/documents': list([PENDING]),
      [`PATCH /api/knowledge/documents/${PENDING_ID}`]: (call) => {
        patches.push(call);
        return call.authorization === 'Bearer s3cret'
          ? { body: { ...PENDING, status: 'approved' } }
          : unauthorized;
      },
      'GET /api/admin/reports': (call) =>
        call.authorization === 'Bearer s3cret' ? reports([]) : unauthorized,
    });
    renderPage(<UploadPage />);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Reviewing documents and reports needs the admin token/),
    ).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Admin token'), 's3cret');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with token' }));
    await waitFor(() =>
      expect(patches.map((call) => call.authorization)).toEqual([undefined, 'Bearer s3cret']),
    );
    expect(sessionStorage.getItem('ageless-connect-admin-token')).toBe('s3cret');
    // The same token now opens the reports too.
    expect(await screen.findByText('No open reports.')).toBeTruthy();
  });

  it('says plainly when nothing waits, in German too', async () => {
    fakeApi({
      'GET /api/knowledge/documents': list([document({})]),
      'GET /api/admin/reports': reports([]),
    });
    renderPage(<UploadPage />, 'de');
    expect(await screen.findByText('Keine Dokumente warten auf Freigabe.')).toBeTruthy();
    expect(await screen.findByText('Keine offenen Meldungen.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Meldungen über Personen' })).toBeTruthy();
  });
});

describe('the staff reports list', () => {
  it('shows what was reported and closes a report with the chosen decision', async () => {
    const user = userEvent.setup();
    let open = [REPORT];
    const { calls } = fakeApi({
      'GET /api/knowledge/documents': list([]),
      'GET /api/admin/reports': () => reports(open),
      [`POST /api/admin/reports/${REPORT_ID}`]: () => {
        open = [];
        return { status: 204 };
      },
    });
    renderPage(<UploadPage />);
    const item = await screen.findByTestId('open-report');
    expect(
      within(item).getByRole('heading', { name: 'Asked for money or bank details' }),
    ).toBeTruthy();
    expect(within(item).getByText('He asked me to send 300 euros before we meet.')).toBeTruthy();
    expect(within(item).getByText('Hello, I can help with your garden.')).toBeTruthy();
    expect(within(item).getByText('2 reports about this person in all')).toBeTruthy();
    expect(within(item).getByText(REPORT.reportedProfileId)).toBeTruthy();

    const uphold = within(item).getByRole('button', { name: 'Hide the person for good' });
    // The consequence is part of the button's description, for screen readers too.
    expect(uphold.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(uphold);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ decision: 'uphold' });
    expect(
      await screen.findByText('Report upheld: the person stays hidden for good.'),
    ).toBeTruthy();
    expect(await screen.findByText('No open reports.')).toBeTruthy();
  });

  it('offers the admin token when the reports are for staff only, and shows them with it', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/knowledge/documents': list([]),
      'GET /api/admin/reports': (call) =>
        call.authorization === 'Bearer s3cret'
          ? reports([{ ...REPORT, details: '' }])
          : unauthorized,
    });
    renderPage(<UploadPage />, 'de');
    expect(
      await screen.findByText(
        'Das sieht nur das Team. Geben Sie das Admin-Token ein, um es zu sehen.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Admin-Token eingeben' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Admin-Token'), 's3cret');
    await user.click(within(dialog).getByRole('button', { name: 'Mit Token fortfahren' }));
    const item = await screen.findByTestId('open-report');
    expect(within(item).getByText('Nichts geschrieben')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Person wieder zeigen' })).toBeTruthy();
  });
});
