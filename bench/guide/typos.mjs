// Slips of the keyboard, the same on every run: in about every third word of five letters or more
// (never a number, an amount or a word with capitals inside), one letter is dropped, doubled, swapped
// with the next or replaced by its neighbour on a QWERTZ/QWERTY keyboard.
const NEIGHBOURS = {
  a: 'sq',
  b: 'vn',
  c: 'xv',
  d: 'sf',
  e: 'wr',
  f: 'dg',
  g: 'fh',
  h: 'gj',
  i: 'uo',
  j: 'hk',
  k: 'jl',
  l: 'k',
  m: 'n',
  n: 'bm',
  o: 'ip',
  p: 'o',
  q: 'w',
  r: 'et',
  s: 'ad',
  t: 'rz',
  u: 'zi',
  v: 'cb',
  w: 'qe',
  x: 'yc',
  y: 'x',
  z: 'tu',
  ä: 'ö',
  ö: 'ä',
  ü: 'p',
  ß: 's',
};

/** A deterministic number in [0, n) from a word and its position (the same slip on every run). */
function pick(seed, n) {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.codePointAt(0), 16777619) >>> 0;
  return hash % n;
}

function slip(word, seed) {
  const at = 1 + pick(`${seed}@`, word.length - 2);
  const letter = word[at].toLowerCase();
  switch (pick(`${seed}#`, 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    default: {
      const near = NEIGHBOURS[letter];
      return near
        ? word.slice(0, at) + near[pick(`${seed}$`, near.length)] + word.slice(at + 1)
        : word;
    }
  }
}

/** The message with typing slips in about every third long word. */
export function withTypos(message) {
  let index = 0;
  return message.replace(/\p{L}{5,}/gu, (word) => {
    index += 1;
    if (/\p{Lu}/u.test(word.slice(1)) || pick(`${message.length}:${index}:${word}`, 3) !== 0)
      return word;
    return slip(word, `${index}:${word}`);
  });
}
