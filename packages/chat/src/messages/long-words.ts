/**
 * Classes for a button or chip whose label may hold a word wider than a phone (German compounds
 * such as "Gesundheitskosten" at the largest text on a 320 px phone): the word hyphenates where
 * the browser knows the page's language and breaks as a last resort, rather than widen the page
 * (issue 27). Kept off the base styles: there it would also break words that fit today.
 */
export const LONG_WORDS = 'max-w-full text-left hyphens-auto wrap-anywhere';
