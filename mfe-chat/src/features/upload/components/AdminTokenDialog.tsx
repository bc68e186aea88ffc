import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
} from '@ageless/ui';
import { useChatLanguage } from '@ageless/chat';

export interface AdminTokenDialogProps {
  open: boolean;
  /** What the token is for: an upload, or reviewing documents and reports. */
  purpose?: 'upload' | 'review';
  onSubmit: (token: string) => void;
  onCancel: () => void;
}

export function AdminTokenDialog({
  open,
  purpose = 'upload',
  onSubmit,
  onCancel,
}: AdminTokenDialogProps) {
  const { t } = useChatLanguage();
  const [token, setToken] = useState('');
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim()) onSubmit(token.trim());
  };
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onCancel()}>
      <DialogContent closeLabel={t('upload.token.close')}>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t('upload.token.title')}</DialogTitle>
            <DialogDescription>
              {t(
                purpose === 'upload'
                  ? 'upload.token.description'
                  : 'upload.token.reviewDescription',
              )}
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={inputId}>{t('upload.token.label')}</Label>
            <Input
              id={inputId}
              type="password"
              autoComplete="off"
              value={token}
              onChange={(event) => setToken(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onCancel}>
              {t('upload.token.cancel')}
            </Button>
            <Button type="submit" disabled={!token.trim()}>
              {t(purpose === 'upload' ? 'upload.token.submit' : 'upload.token.continue')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
