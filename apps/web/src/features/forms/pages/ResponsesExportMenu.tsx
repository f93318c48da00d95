import { Button, Menu } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../metrics';
import { EXPORT_FORM_RESPONSES, FORM_EXPORT_JOB } from '../documents';

const POLL_MS = 1000;

/** CSV or XLSX of every submitted answer through the export jobs (as the portfolio's export); the file downloads when done. */
export function ResponsesExportMenu({ formId }: { formId: string }) {
  const { t } = useTranslation('forms');
  const client = useApolloClient();
  const [start] = useMutation(EXPORT_FORM_RESPONSES);
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
      const { data } = await client.query({ query: FORM_EXPORT_JOB, variables: { id }, fetchPolicy: 'network-only' });
      const job = data?.exportJob;
      if (job?.state === 'completed' && job.url) {
        await downloadFile(job.url, job.fileName ?? null);
        return;
      }
      if (!job || job.state === 'failed' || job.state === 'error') throw new Error('export failed');
    }
  };
  const run = (format: 'csv' | 'xlsx') => {
    setState('running');
    start({ variables: { formId, format } })
      .then(async ({ data }) => {
        if (!data) throw new Error('export failed');
        await poll(data.exportFormResponses.id);
        if (alive.current) setState('idle');
      })
      .catch(() => alive.current && setState('failed'));
  };
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="default" color={state === 'failed' ? 'red' : undefined} leftSection={<IconDownload size={16} aria-hidden />} loading={state === 'running'} data-testid="responses-export">
          {state === 'failed' ? t('responses.exportFailed') : t('responses.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => run('csv')} data-testid="responses-export-csv">
          {t('responses.csv')}
        </Menu.Item>
        <Menu.Item onClick={() => run('xlsx')} data-testid="responses-export-xlsx">
          {t('responses.xlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
