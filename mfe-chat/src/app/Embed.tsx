import './i18n/register';
import './styles.css';
import { EmbedPage } from './routes/EmbedPage';

/** Exposed as `mfe_chat/Embed`: the embeddable chat at `/embed`. */
export default function Embed() {
  return <EmbedPage />;
}
