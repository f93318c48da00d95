import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../../lib/exports/documents';
import { ExportFormatMenu } from '../../../lib/exports/ExportFormatMenu';
import { useExportJob } from '../../../lib/exports/useExportJob';
import { EXPORT_FORM_RESPONSES } from '../documents';

/** CSV or XLSX of every submitted answer through the export jobs (as the portfolio's export); the file downloads when done. */
export function ResponsesExportMenu({ formId }: { formId: string }) {
  const { t } = useTranslation('forms');
  const [exportResponses] = useMutation(EXPORT_FORM_RESPONSES);
  const startJob = useCallback(
    async (format: ExportFormat) => (await exportResponses({ variables: { formId, format } })).data?.exportFormResponses,
    [exportResponses, formId],
  );
  const run = useExportJob(startJob);
  return (
    <ExportFormatMenu
      run={run}
      testId="responses-export"
      labels={{ title: t('responses.export'), failed: t('responses.exportFailed'), csv: t('responses.csv'), xlsx: t('responses.xlsx') }}
    />
  );
}
