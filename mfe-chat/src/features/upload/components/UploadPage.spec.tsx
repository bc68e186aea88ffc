import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  KnowledgeDocumentSummary,
  KnowledgeUploadReview,
  ReportForReview,
  ReportsForReviewResponse,
} from '@ageless/contracts';
import { CHAT_TEXTS } from '@ageless/chat';
import { fakeApi, renderPage, type FakeCall } from '@ageless/testing';
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
  reporterAgeDays: 0,
  reporterIsNew: true,
  sharesNetwork: true,
};

const list = (documents: KnowledgeDocumentSummary[]) => ({
  body: { count: documents.length, documents },
});
/** Staff's list: each upload with its review record (nobody's by default). */
const reviewed = (
  document: KnowledgeDocumentSummary,
  record: Partial<KnowledgeUploadReview> = {},
): KnowledgeUploadReview => ({
  approvedAt: null,
  approvedBy: null,
  withdrawnAt: null,
  withdrawnBy: null,
  ...document,
  ...record,
});
const uploadsList = (documents: KnowledgeUploadReview[]) => ({
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
        return { body: reviewed({ ...PENDING, status: 'approved' }) };
      },
      'GET /api/knowledge/uploads': () =>
        uploadsList([
          reviewed(
            { ...PENDING, status: approved ? 'approved' : 'pending' },
            approved ? { approvedAt: '2026-11-27T14:05:00.000Z', approvedBy: 'admin-token' } : {},
          ),
        ]),
      'GET /api/admin/reports': reports([]),
    });
    renderPage(<UploadPage />, { catalogues: { chat: CHAT_TEXTS } });

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

    // Nothing is approved before the person says yes to a plain question.
    await user.click(within(region).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve “SSA claim at 62”?' });
    expect(
      within(dialog).getByText(/the guide may quote this document to everyone who asks/),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ status: 'approved' });
    expect(
      await screen.findByText(
        '“SSA claim at 62” is approved: the guide may now cite it as an uploaded document.',
      ),
    ).toBeTruthy();
    expect(await within(region).findByText('No documents are waiting for approval.')).toBeTruthy();
    expect(screen.getByText('2 documents ready in the knowledge base')).toBeTruthy();
    // It is now listed as approved, with when and by whom, and the focus went there.
    const approvedRegion = screen.getByRole('region', { name: 'Approved documents' });
    const item = await within(approvedRegion).findByTestId('approved-document');
    expect(within(item).getByRole('heading', { name: 'SSA claim at 62' })).toBeTruthy();
    expect(within(item).getByText(/, by staff with the admin token$/)).toBeTruthy();
    expect(within(item).getByText(/November 27, 2026/)).toBeTruthy();
    await waitFor(() =>
      expect(window.document.activeElement).toBe(
        within(approvedRegion).getByRole('heading', { name: 'Approved documents' }),
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the dialog and moves the focus to the approved list as soon as the approval is done, even while the lists are slow to refresh', async () => {
    const user = userEvent.setup();
    let approved = false;
    let releaseLists: () => void = () => undefined;
    const refreshed = new Promise<void>((resolve) => (releaseLists = resolve));
    // After the approval, both lists answer only when released (a slow connection).
    const afterApproval = async <T,>(answer: () => T): Promise<T> => {
      if (approved) await refreshed;
      return answer();
    };
    fakeApi({
      'GET /api/knowledge/documents': () =>
        afterApproval(() => list([{ ...PENDING, status: approved ? 'approved' : 'pending' }])),
      [`PATCH /api/knowledge/documents/${PENDING_ID}`]: () => {
        approved = true;
        return { body: reviewed({ ...PENDING, status: 'approved' }) };
      },
      'GET /api/knowledge/uploads': () =>
        afterApproval(() =>
          uploadsList([reviewed({ ...PENDING, status: approved ? 'approved' : 'pending' })]),
        ),
      'GET /api/admin/reports': reports([]),
    });
    renderPage(<UploadPage />, { catalogues: { chat: CHAT_TEXTS } });

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    expect(await screen.findByText(/“SSA claim at 62” is approved/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const approvedHeading = screen.getByRole('heading', { name: 'Approved documents' });
    await waitFor(() => expect(window.document.activeElement).toBe(approvedHeading));

    // The refreshed lists then move the document; the focus stays where the person was sent.
    releaseLists();
    const approvedRegion = screen.getByRole('region', { name: 'Approved documents' });
    expect(await within(approvedRegion).findByTestId('approved-document')).toBeTruthy();
    expect(window.document.activeElement).toBe(approvedHeading);
  });

  it('changes nothing on "No", Escape or Enter, and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/knowledge/documents': list([PENDING]),
      'GET /api/knowledge/uploads': uploadsList([reviewed(PENDING)]),
      'GET /api/admin/reports': reports([]),
    });
    renderPage(<UploadPage />, { catalogues: { chat: CHAT_TEXTS } });
    const approve = await screen.findByRole('button', { name: 'Approve' });
    // The button says which document it is for.
    expect(approve.getAttribute('aria-describedby')).toBeTruthy();

    await user.click(approve);
    await user.click(await screen.findByRole('button', { name: 'No, go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.document.activeElement).toBe(approve);

    // By keyboard: the focus starts on "No, go back", so a hasty Enter changes nothing.
    approve.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(window.document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'No, go back' }),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.document.activeElement).toBe(approve);

    await user.keyboard(' ');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.document.activeElement).toBe(approve);

    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('withdraws an approval after asking: the document goes back to waiting, with the withdrawal noted', async () => {
    const user = userEvent.setup();
    const APPROVED = document({});
    let withdrawn = false;
    const { calls } = fakeApi({
      'GET /api/knowledge/documents': () =>
        list([{ ...APPROVED, status: withdrawn ? 'pending' : 'approved' }]),
      'GET /api/knowledge/uploads': () =>
        uploadsList([
          reviewed(
            { ...APPROVED, status: withdrawn ? 'pending' : 'approved' },
            {
              approvedAt: '2026-11-21T10:00:00.000Z',
              approvedBy: 'admin-token',
              ...(withdrawn
                ? { withdrawnAt: '2026-11-27T15:45:00.000Z', withdrawnBy: 'admin-token' }
                : {}),
            },
          ),
        ]),
      [`PATCH /api/knowledge/documents/${APPROVED.id}`]: () => {
        withdrawn = true;
        return { body: reviewed({ ...APPROVED, status: 'pending' }) };
      },
      'GET /api/admin/reports': reports([]),
    });
    renderPage(<UploadPage />, { catalogues: { chat: CHAT_TEXTS } });
    const approvedRegion = await screen.findByRole('region', { name: 'Approved documents' });
    const item = await within(approvedRegion).findByTestId('approved-document');
    expect(
      within(item).getByText(/November 21, 2026.*, by staff with the admin token$/),
    ).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: 'Withdraw approval' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Withdraw the approval of “Riester basics”?',
    });
    expect(within(dialog).getByText(/The guide stops using this document at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'pending' });
    expect(
      await screen.findByText(
        'The approval of “Riester basics” is withdrawn: the guide no longer uses it. It is waiting for approval again.',
      ),
    ).toBeTruthy();
    expect(
      await within(approvedRegion).findByText('No uploaded documents are approved yet.'),
    ).toBeTruthy();
    const waiting = screen.getByRole('region', { name: 'Waiting for approval' });
    expect(await within(waiting).findByRole('heading', { name: 'Riester basics' })).toBeTruthy();
    expect(
      await within(waiting).findByText(/November 27, 2026.*, by staff with the admin token$/),
    ).toBeTruthy();
    expect(within(waiting).getByText('Approval withdrawn')).toBeTruthy();
    await waitFor(() =>
      expect(window.document.activeElement).toBe(
        within(waiting).getByRole('heading', { name: 'Waiting for approval' }),
      ),
    );
    expect(screen.getByText('0 documents ready in the knowledge base')).toBeTruthy();
  });

  it('shows the API’s refusal in the dialog when the document changed elsewhere', async () => {
    const user = userEvent.setup();
    const APPROVED = document({});
    fakeApi({
      'GET /api/knowledge/documents': list([APPROVED]),
      'GET /api/knowledge/uploads': uploadsList([
        reviewed(APPROVED, { approvedAt: '2026-11-21T10:00:00.000Z', approvedBy: null }),
      ]),
      [`PATCH /api/knowledge/documents/${APPROVED.id}`]: {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message:
            'This document is not approved, so there is no approval to withdraw. Nothing was changed.',
        },
      },
      'GET /api/admin/reports': reports([]),
    });
    renderPage(<UploadPage />, { catalogues: { chat: CHAT_TEXTS } });
    const item = await screen.findByTestId('approved-document');
    // Approved before approvers were recorded: said so, not guessed.
    expect(within(item).getByText(/, by someone on the team \(not recorded\)$/)).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Withdraw approval' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This document is not approved, so there is no approval to withdraw. Nothing was changed.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'No, keep it approved' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the admin token when the API wants one and approves with it', async () => {
    const user = userEvent.setup();
    const patches: FakeCall[] = [];
    fakeApi({
      'GET /api/knowledge/documents': list([PENDING]),
      [`PATCH /api/knowledge/documents/${PENDING_ID}`]: (call) => {
        patches.push(call);
        return call.authorization === 'Bearer s3cret'
          ? { body: reviewed({ ...PENDING, status: 'approved' }) }
          : unauthorized;
      },
      'GET /api/knowledge/uploads': (call) =>
        call.authorization === 'Bearer s3cret' ? uploadsList([reviewed(PENDING)]) : unauthorized,
      'GET /api/admin/reports': (call) =>
        call.authorization === 'Bearer s3cret' ? reports([]) : unauthorized,
    });
    renderPage(<UploadPage />, { catalogues: { chat: CHAT_TEXTS } });
    // Staff's approved list is for staff only: it offers the token too.
    const approvedRegion = screen.getByRole('region', { name: 'Approved documents' });
    expect(
      await within(approvedRegion).findByRole('button', { name: 'Enter the admin token' }),
    ).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, approve' }));
    // The question closes and the admin-token dialog takes over.
    const dialog = await screen.findByRole('dialog', { name: 'Admin token required' });
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
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
  });

  it('says plainly when nothing waits, in German too', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/knowledge/documents': list([document({})]),
      'GET /api/knowledge/uploads': uploadsList([
        reviewed(document({}), {
          approvedAt: '2026-11-21T10:00:00.000Z',
          approvedBy: 'this-computer',
        }),
      ]),
      'GET /api/admin/reports': reports([]),
    });
    renderPage(<UploadPage />, { language: 'de', catalogues: { chat: CHAT_TEXTS } });
    expect(await screen.findByText('Keine Dokumente warten auf Freigabe.')).toBeTruthy();
    expect(await screen.findByText('Keine offenen Meldungen.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Meldungen über Personen' })).toBeTruthy();

    const item = await screen.findByTestId('approved-document');
    expect(
      within(item).getByText(/21\. November 2026.*, von jemandem vom Team am Server-Rechner$/),
    ).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Freigabe zurücknehmen' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Freigabe von „Riester basics“ zurücknehmen?',
    });
    expect(within(dialog).getByRole('button', { name: 'Ja, zurücknehmen' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Nein, freigegeben lassen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
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
    renderPage(<UploadPage />, { catalogues: { chat: CHAT_TEXTS } });
    const item = await screen.findByTestId('open-report');
    expect(
      within(item).getByRole('heading', { name: 'Asked for money or bank details' }),
    ).toBeTruthy();
    expect(within(item).getByText('He asked me to send 300 euros before we meet.')).toBeTruthy();
    expect(within(item).getByText('Hello, I can help with your garden.')).toBeTruthy();
    expect(within(item).getByText('2 reports about this person in all')).toBeTruthy();
    expect(within(item).getByText(REPORT.reportedProfileId)).toBeTruthy();
    // Whether the reporters are independent (eighth hostile pass #2): their age and network.
    expect(within(item).getByText('Their profile was 0 days old when they reported.')).toBeTruthy();
    expect(within(item).getByText(/^A new profile: this report does not hide/)).toBeTruthy();
    expect(
      within(item).getByText(/^Another report about this person came from the same network/),
    ).toBeTruthy();

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
          ? reports([
              {
                ...REPORT,
                details: '',
                reporterAgeDays: 40,
                reporterIsNew: false,
                sharesNetwork: false,
              },
            ])
          : unauthorized,
    });
    renderPage(<UploadPage />, { language: 'de', catalogues: { chat: CHAT_TEXTS } });
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
    expect(within(item).queryByText(/^Ein neues Profil/)).toBeNull();
    expect(within(item).queryByText(/aus demselben Netz/)).toBeNull();
    expect(within(item).getByText('Das Profil war beim Melden 40 Tage alt.')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Person wieder zeigen' })).toBeTruthy();
  });
});
