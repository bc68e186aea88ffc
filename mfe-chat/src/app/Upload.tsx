import './i18n/register';
import './styles.css';
import { UploadPage } from '../features/upload/components/UploadPage';

/** Exposed as `mfe_chat/Upload`: document upload at `/upload`. */
export default function Upload() {
  return <UploadPage />;
}
