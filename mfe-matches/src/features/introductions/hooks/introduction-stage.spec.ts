import { type Introduction } from '@ageless/contracts';
import {
  introductionActions,
  introductionStage,
  phoneHref,
  sortForInbox,
} from './introduction-stage';

const base: Introduction = {
  id: 'i1',
  direction: 'received',
  status: 'pending',
  blueprint: { key: 'home-share', name: 'Home share' },
  message: 'Hello',
  distanceBadge: 'local',
  createdAt: '2026-11-20T10:00:00.000Z',
  contact: null,
  sharedMine: false,
  folded: false,
  moneyWarning: false,
  scamSigns: [],
};
const contact = { firstName: 'Berta', kind: 'phone' as const, value: '+49 30 1234567' };

describe('introduction stages', () => {
  it('asks the asked person to answer, and tells the asker to wait', () => {
    expect(introductionStage(base)).toBe('receivedPending');
    expect(introductionActions('receivedPending')).toEqual({
      accept: true,
      share: false,
      decline: true,
    });
    expect(introductionStage({ ...base, direction: 'sent' })).toBe('sentPending');
    expect(introductionActions('sentPending')).toEqual({
      accept: false,
      share: false,
      decline: false,
    });
  });

  it('shows the asker the contact once accepted, and offers to share theirs back', () => {
    const accepted = { ...base, direction: 'sent' as const, status: 'accepted' as const, contact };
    expect(introductionStage(accepted)).toBe('sentAccepted');
    expect(introductionActions('sentAccepted').share).toBe(true);
    expect(introductionStage({ ...accepted, sharedMine: true })).toBe('connected');
  });

  it('keeps the asked person waiting for the asker’s contact after accepting', () => {
    const accepted = { ...base, status: 'accepted' as const, sharedMine: true };
    expect(introductionStage(accepted)).toBe('receivedAccepted');
    expect(introductionStage({ ...accepted, contact })).toBe('connected');
  });

  it('says a declined request is closed for both sides', () => {
    expect(introductionStage({ ...base, status: 'declined' })).toBe('receivedDeclined');
    expect(introductionStage({ ...base, status: 'declined', direction: 'sent' })).toBe(
      'sentDeclined',
    );
  });

  it('puts what waits for this person first, closed ones last, newest first within', () => {
    const sorted = sortForInbox([
      { ...base, id: 'closed', status: 'declined' },
      { ...base, id: 'old-waiting', createdAt: '2026-11-01T00:00:00.000Z' },
      { ...base, id: 'mine-pending', direction: 'sent' },
      { ...base, id: 'new-waiting', createdAt: '2026-11-22T00:00:00.000Z' },
    ]);
    expect(sorted.map((introduction) => introduction.id)).toEqual([
      'new-waiting',
      'old-waiting',
      'mine-pending',
      'closed',
    ]);
  });

  it('dials a written phone number', () => {
    expect(phoneHref('+49 (30) 123-4567')).toBe('tel:+49301234567');
    expect(phoneHref('030 1234567')).toBe('tel:0301234567');
  });
});
