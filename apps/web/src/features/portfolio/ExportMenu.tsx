import { Button, Menu } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../metrics';
import { EXPORT_PORTFOLIO, PORTFOLIO_EXPORT_JOB, type PortfolioViewInput } from './documents';

const POLL_MS = 1000;

/** CSV or XLSX of the whole view (every page) through the server's export jobs; the file downloads when done. */
export function ExportMenu({ view, coaching }: { view: PortfolioViewInput; coaching: boolean }) {
  const { t } = useTranslation('portfolio');
  const client = useApolloClient();
  const [start] = useMutation(EXPORT_PORTFOLIO);
  const [state, setState] = useState<'idle' | 'running' | 'failed'>('idle');
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  const poll = async (id: string): Promise<void> => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (!alive.current) return;
      const { data } = await client.query({ query: PORTFOLIO_EXPORT_JOB, variables: { id }, fetchPolicy: 'network-only' });
      const job = data?.exportJob;
      if (job?.state === 'completed' && job.url) {
        await downloadFile(job.url, job.fileName);
        return;
      }
      if (!job || job.state === 'failed' || job.state === 'error') throw new Error('export failed');
    }
  };
  const run = (format: 'csv' | 'xlsx') => {
    setState('running');
    start({ variables: { view, coaching, format } })
      .then(async ({ data }) => {
        if (!data) throw new Error('export failed');
        await poll(data.exportPortfolio.id);
        if (alive.current) setState('idle');
      })
      .catch(() => alive.current && setState('failed'));
  };
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="default" color={state === 'failed' ? 'red' : undefined} leftSection={<IconDownload size={16} />} loading={state === 'running'} data-testid="portfolio-export">
          {state === 'failed' ? t('export.failed') : t('export.title')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => run('csv')} data-testid="portfolio-export-csv">
          {t('export.csv')}
        </Menu.Item>
        <Menu.Item onClick={() => run('xlsx')} data-testid="portfolio-export-xlsx">
          {t('export.xlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
