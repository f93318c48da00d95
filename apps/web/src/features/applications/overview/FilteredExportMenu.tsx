import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../../lib/exports/documents';
import { ExportFormatMenu } from '../../../lib/exports/ExportFormatMenu';
import { useExportJob } from '../../../lib/exports/useExportJob';
import { EXPORT_APPLICATIONS } from './bulkDocuments';
import type { ApplicationsFilter } from './documents';

/** Every application the overview's filter matches (every page) as CSV or XLSX, through the export jobs (D-295). */
export function FilteredExportMenu({ filter }: { filter: ApplicationsFilter }) {
  const { t } = useTranslation('applicationsPipeline');
  const [exportApplications] = useMutation(EXPORT_APPLICATIONS);
  const startJob = useCallback(async (format: ExportFormat) => (await exportApplications({ variables: { filter, format } })).data?.exportApplications, [exportApplications, filter]);
  const run = useExportJob(startJob);
  return <ExportFormatMenu run={run} testId="applications-export" labels={{ title: t('export.title'), failed: t('export.failed'), csv: t('export.csv'), xlsx: t('export.xlsx') }} />;
}
