/** The time source, injected so calendar-dependent behaviour can be tested on any date. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };

/** Random numbers in [0, 1), injected so choices among several options are testable. */
export type RandomSource = () => number;
export const RANDOM = Symbol('RANDOM');
