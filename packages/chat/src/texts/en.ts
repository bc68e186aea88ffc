// The `chat` namespace: the conversation's texts (conversation-en.ts, all that the widget carries)
// and those of mfe-chat's upload page, which shares the namespace.
import { conversationEn, type Widen } from './conversation-en.js';

export const en = {
  ...conversationEn,
  upload: {
    title: 'Upload Data',
    intro:
      'Add retirement-system documents (.doc, .docx or .txt) to the knowledge base of the guide.',
    documentsReady_one: '{{count}} document ready in the knowledge base',
    documentsReady_other: '{{count}} documents ready in the knowledge base',
    documentsLoading: 'Counting documents…',
    dropzone: 'Drag and drop a file here',
    or: 'or',
    choose: 'Choose a file',
    accepted: 'Accepted formats: .doc, .docx, .txt',
    wrongType: 'Please choose a .doc, .docx or .txt file.',
    processing: 'Processing {{filename}}…',
    successTitle: 'Document processed',
    filename: 'File',
    size: 'Size',
    sizeValue_one: '{{count}} character',
    sizeValue_other: '{{count}} characters',
    preview: 'Preview',
    status: 'Status',
    ready: 'Ready for pension analysis',
    waiting: 'Waiting for approval: the guide does not use it yet',
    another: 'Upload Another Document',
    errorTitle: 'The document could not be uploaded',
    tryAgain: 'Try Again',
    toastSuccessTitle: 'Upload Successful',
    toastSuccess:
      '{{filename}} processed for pension planner; the guide uses it once it is approved',
    toastFailureTitle: 'Upload Failed',
    failed: 'Upload failed',
    processFailed: 'Failed to process file',
    dismiss: 'Dismiss',
    token: {
      title: 'Admin token required',
      description:
        'Uploading documents needs the admin token. It is kept only until you close this browser.',
      label: 'Admin token',
      submit: 'Upload with token',
      reviewDescription:
        'Reviewing documents and reports needs the admin token. It is kept only until you close this browser.',
      continue: 'Continue with token',
      needed: 'This is shown to staff only. Enter the admin token to see it.',
      enter: 'Enter the admin token',
      cancel: 'Cancel',
      close: 'Close',
    },
    review: {
      title: 'Waiting for approval',
      intro:
        'The guide uses an uploaded document only after a member of staff has read and approved it. Before you approve one, check it for wrong figures, phone numbers, links and requests for money or personal data. Approved documents are always cited as “uploaded document”, never as an official source, and their links are shown as text.',
      none: 'No documents are waiting for approval.',
      loading: 'Loading the documents…',
      uploadedAt: 'Uploaded',
      read: 'Read the text',
      passagesLoading: 'Loading the text…',
      more: 'Showing the first {{shown}} of {{total}} passages.',
      readFailed: 'The text could not be loaded.',
      approve: 'Approve',
      approved: '“{{title}}” is approved: the guide may now cite it as an uploaded document.',
      failed: 'The document could not be approved',
      // Issue 27: each review step is confirmed; approved uploads are listed and can be withdrawn.
      confirmApproveTitle: 'Approve “{{title}}”?',
      confirmApproveText:
        'Once approved, the guide may quote this document to everyone who asks, as an uploaded document. Approve it only if you have read it and it is correct. You can withdraw the approval later.',
      confirmApprove: 'Yes, approve',
      approving: 'Approving…',
      keepWaiting: 'No, go back',
      withdrawnOn: 'Approval withdrawn',
      byWhenValue: '{{when}}, by {{who}}',
    },
    approvedList: {
      title: 'Approved documents',
      intro:
        'The guide may quote these uploaded documents. If one turns out to be wrong, withdraw its approval: the guide stops using it at once.',
      identity:
        'There are no personal staff accounts: the whole team shares one admin token, so this page shows how a document was approved, not which person approved it.',
      none: 'No uploaded documents are approved yet.',
      loading: 'Loading the approved documents…',
      failed: 'The approved documents could not be loaded.',
      approvedOn: 'Approved',
      notRecorded: 'not recorded (approved before this was kept)',
      by: {
        'admin-token': 'staff with the admin token',
        'this-computer': 'staff at the server computer',
        unknown: 'someone on the team (not recorded)',
      },
      withdraw: 'Withdraw approval',
      confirmTitle: 'Withdraw the approval of “{{title}}”?',
      confirmText:
        'The guide stops using this document at once. It goes back to the list “Waiting for approval”, where it can be approved again.',
      confirm: 'Yes, withdraw',
      withdrawing: 'Withdrawing…',
      keep: 'No, keep it approved',
      withdrawn:
        'The approval of “{{title}}” is withdrawn: the guide no longer uses it. It is waiting for approval again.',
      withdrawFailed: 'The approval could not be withdrawn',
    },
    reports: {
      title: 'Reports about people',
      intro:
        'A reported person is hidden at once from the one who reported them. While reports from three independent people are open (different browsers and networks, each here for at least a week), the person is shown to nobody else either. Read what was reported and who reported it, then decide.',
      none: 'No open reports.',
      loading: 'Loading the reports…',
      failed: 'The reports could not be loaded.',
      reason: 'Reason',
      reasons: {
        scam: 'Asked for money or bank details',
        unsafe: 'Made them feel unsafe',
        offensive: 'Rude or offensive',
        spam: 'Advertising or spam',
        other: 'Something else',
      },
      reportedAt: 'Reported on',
      details: 'What the reporter wrote',
      noDetails: 'Nothing written',
      message: 'The introduction message that was reported',
      person: 'Reported person',
      count_one: '{{count}} report about this person in all',
      count_other: '{{count}} reports about this person in all',
      reporter: 'Who reported',
      reporterAge_one: 'Their profile was {{count}} day old when they reported.',
      reporterAge_other: 'Their profile was {{count}} days old when they reported.',
      reporterAgeUnknown: 'Reported before the age of the reporter’s profile was kept.',
      reporterNew:
        'A new profile: this report does not hide the person from anyone else before your decision.',
      sharesNetwork:
        'Another report about this person came from the same network. The reporters may be one person, and count as one.',
      dismiss: 'Show the person again',
      dismissHint:
        'The report was unfounded: the person is shown again (never to the one who reported them).',
      uphold: 'Hide the person for good',
      upholdHint: 'The report is right: the person is never shown to anyone again.',
      dismissed: 'Report closed: the person is shown again.',
      upheld: 'Report upheld: the person stays hidden for good.',
      reviewFailed: 'The report could not be closed',
    },
  },
} as const;

export type ChatCatalogue = Widen<typeof en>;
