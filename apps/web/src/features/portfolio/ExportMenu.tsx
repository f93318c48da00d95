import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../lib/exports/documents';
import { ExportFormatMenu } from '../../lib/exports/ExportFormatMenu';
import { useExportJob } from '../../lib/exports/useExportJob';
import { EXPORT_PORTFOLIO, type PortfolioViewInput } from './documents';

/** CSV or XLSX of the whole view (every page) through the server's export jobs; the file downloads when done. */
export function ExportMenu({ view, coaching }: { view: PortfolioViewInput; coaching: boolean }) {
  const { t } = useTranslation('portfolio');
  const [exportPortfolio] = useMutation(EXPORT_PORTFOLIO);
  const startJob = useCallback(
    async (format: ExportFormat) => (await exportPortfolio({ variables: { view, coaching, format } })).data?.exportPortfolio,
    [exportPortfolio, view, coaching],
  );
  const run = useExportJob(startJob);
  return (
    <ExportFormatMenu
      run={run}
      testId="portfolio-export"
      labels={{ title: t('export.title'), failed: t('export.failed'), csv: t('export.csv'), xlsx: t('export.xlsx') }}
    />
  );
}
