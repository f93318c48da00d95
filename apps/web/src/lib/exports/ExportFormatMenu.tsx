import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ExportFormat } from './documents';
import type { ExportRun } from './useExportJob';

export interface ExportFormatMenuLabels {
  title: string;
  failed: string;
  csv: string;
  xlsx: string;
}

/** A button opening "CSV / XLSX" that runs an export job (useExportJob); busy while it runs, red when it failed. */
export function ExportFormatMenu({ run, labels, testId }: { run: ExportRun<[ExportFormat]>; labels: ExportFormatMenuLabels; testId: string }) {
  const pick = (format: ExportFormat) => void run.start(format);
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="default" color={run.failed ? 'red' : undefined} leftSection={<IconDownload size={16} aria-hidden />} loading={run.running} data-testid={testId}>
          {run.failed ? labels.failed : labels.title}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => pick('csv')} data-testid={`${testId}-csv`}>
          {labels.csv}
        </Menu.Item>
        <Menu.Item onClick={() => pick('xlsx')} data-testid={`${testId}-xlsx`}>
          {labels.xlsx}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
