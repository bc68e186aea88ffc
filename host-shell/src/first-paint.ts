// The page's first script, loaded blocking in <head> before the body is parsed (a few hundred
// bytes): it chooses what the static first paint in index.html shows (app/first-paint.html), so
// the landing page paints from the HTML and the host's stylesheet alone, seconds before React and
// the federation chain (host → remotes.json → manifest → remote) have loaded.
// - <html lang> as the app will set it (saved choice, else the browser's language), so a reader who
//   chose German never sees the English copy, and screen readers pronounce it right;
// - the static copy only on `/`: every address gets the same index.html.
// The language module alone ('@ageless/i18n/language'), not the package's entry: that is a
// federation singleton, which this script, running before the federation runtime, cannot consume.
import { applyDocumentLanguage, detectInitialLanguage } from '@ageless/i18n/language';

applyDocumentLanguage(detectInitialLanguage());
if (window.location.pathname === '/') document.documentElement.dataset.firstPaint = 'landing';
