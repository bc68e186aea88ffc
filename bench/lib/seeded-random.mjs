// Deterministic pseudo-random numbers (a linear congruential generator), so every benchmark run
// seeds and sends the same data.
export function seededRandom(seed = 20261122) {
  let state = seed;
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    random,
    pick: (list) => list[Math.floor(random() * list.length)],
    /** About `max` of the list's items, each kept with the same chance. */
    some: (list, max) => list.filter(() => random() < max / list.length),
  };
}
