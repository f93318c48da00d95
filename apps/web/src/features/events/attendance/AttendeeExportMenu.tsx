import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../../lib/exports/documents';
import { ExportFormatMenu } from '../../../lib/exports/ExportFormatMenu';
import { useExportJob } from '../../../lib/exports/useExportJob';
import { EXPORT_EVENT_ATTENDEES } from './documents';

/** The attendee list as CSV or XLSX through the export jobs (as the form responses' export); downloads when done. */
export function AttendeeExportMenu({ eventId }: { eventId: string }) {
  const { t } = useTranslation('events');
  const [exportAttendees] = useMutation(EXPORT_EVENT_ATTENDEES);
  const startJob = useCallback(
    async (format: ExportFormat) => (await exportAttendees({ variables: { eventId, format } })).data?.exportEventAttendees,
    [exportAttendees, eventId],
  );
  const run = useExportJob(startJob);
  return <ExportFormatMenu run={run} testId="event-attendees-export" labels={{ title: t('export.title'), failed: t('export.failed'), csv: t('export.csv'), xlsx: t('export.xlsx') }} />;
}
