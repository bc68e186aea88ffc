import {
  newcomerPlaceFree,
  WAITING_FROM_CONFIRMED_NEW_ASKERS,
  WAITING_FROM_NEW_ASKERS,
} from './introductions.service.js';

// The fold's whole bound, met only by a flood from more networks than one sender holds (sixteenth
// hostile pass #1); through the API that takes hundreds of networks, so it is read here.
const waiting = (unconfirmed: number, confirmed: number) => [
  ...Array.from({ length: unconfirmed }, () => ({ fromConfirmed: false })),
  ...Array.from({ length: confirmed }, () => ({ fromConfirmed: true })),
];

describe('newcomerPlaceFree', () => {
  it('lets newcomers in up to a flood of WAITING_FROM_NEW_ASKERS unconfirmed ones', () => {
    expect(WAITING_FROM_NEW_ASKERS).toBeGreaterThanOrEqual(1000);
    expect(newcomerPlaceFree(waiting(WAITING_FROM_NEW_ASKERS - 1, 0), false)).toBe(true);
    expect(newcomerPlaceFree(waiting(WAITING_FROM_NEW_ASKERS, 0), false)).toBe(false);
  });

  it('still lets a confirmed newcomer in past such a flood, up to the places kept for them', () => {
    expect(newcomerPlaceFree(waiting(WAITING_FROM_NEW_ASKERS, 0), true)).toBe(true);
    const full = waiting(WAITING_FROM_NEW_ASKERS, WAITING_FROM_CONFIRMED_NEW_ASKERS);
    expect(newcomerPlaceFree(full, true)).toBe(false);
  });
});
