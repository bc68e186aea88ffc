/**
 * Text from an uploaded document, made safe to show inside a Markdown answer: its characters are
 * shown as written, so "[Social Security](https://scam.example)", "<https://scam.example>" or an
 * image never become a link in the chat. Uploads are unreviewed text by anyone with the admin
 * token; only curated sources (shown beside the answer) are clickable.
 */
export function markdownAsText(text: string): string {
  return text.replace(/[\\[\]<>]/g, (character) => `\\${character}`);
}
