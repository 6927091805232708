import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { Button, Icon } from '@broker/ui';
import type { LoanPreview } from '@broker/contract';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { sheetFileName, sheetText } from '../loanView.ts';
import { useSheetRows } from './sheetRows.ts';

/** Hands `text` to the browser as a file download named `fileName` (a plain UTF-8 text file). */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's task: the download has taken the blob by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The sheet kept (issue #29: "on a sheet the user can keep"; docs/decisions.md "The loan
 * screens"): a text file of the sheet's figures with the warning, the notes and when it was drawn,
 * in the language shown, downloaded. No print dialog: it works on every browser, offline too.
 */
export function KeepSheetButton({ sheet }: { sheet: LoanPreview }) {
  const { t } = useTranslation();
  const rows = useSheetRows();
  const formatTime = useFormatDateTime();
  const keep = () =>
    download(
      sheetFileName(t('loan.sheet.fileName'), sheet.amount, sheet.currency),
      sheetText({
        title: t('loan.sheet.fileTitle'),
        warning: t('loan.warning'),
        rows: rows(sheet),
        notes: [t('loan.sheet.note'), t('loan.sheet.fileNote')],
        footer: t('loan.sheet.fileMade', { time: formatTime(Date.now()) }),
      }),
    );
  return (
    <Button variant="ghost" onClick={keep} icon={<Icon icon={Download} size="sm" />}>
      {t('loan.sheet.keep')}
    </Button>
  );
}
