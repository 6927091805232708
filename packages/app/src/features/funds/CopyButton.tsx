import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, VisuallyHidden, useToast } from '@broker/ui';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** What is copied, e.g. "Account number": completes the button's name for screen readers. */
  label: string;
}

/** "Copy" next to a detail; the toast says what was copied, or that copying failed. */
export function CopyButton({ value, label }: CopyButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.show(t('funds.copied', { label }), { tone: 'positive' });
    } catch {
      toast.show(t('funds.copyFailed'), { tone: 'negative' });
    }
  };
  return (
    <Button variant="secondary" icon={<Icon icon={Copy} size="sm" />} onClick={() => void copy()}>
      {`${t('common.copy')} `}
      <VisuallyHidden>{label}</VisuallyHidden>
    </Button>
  );
}
