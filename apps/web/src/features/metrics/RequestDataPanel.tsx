import { Alert, Button, Card, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { METRIC_STARTUPS, REQUEST_METRIC_DATA } from './documents';

/** "Request data now": opens this month's form of the chosen startups (or reminds their people); shown to viewers who may ask some startup. */
export function RequestDataPanel() {
  const { t } = useTranslation('metrics');
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [names, setNames] = useState<Record<string, string>>({});
  const [asked, setAsked] = useState<number | null>(null);
  const { data } = useQuery(METRIC_STARTUPS, { variables: { search: search || null, limit: 50 } });
  const [request, { loading }] = useMutation(REQUEST_METRIC_DATA);
  // Only the startups the server would accept (viewerCanRequestMetricData): the others would be refused.
  const options = (data?.startups.results ?? []).filter((s) => s.viewerCanRequestMetricData).map((s) => ({ value: s._id, label: s.name }));
  for (const id of selected) if (!options.some((o) => o.value === id)) options.push({ value: id, label: names[id] ?? id });

  const submit = async () => {
    try {
      const result = await request({ variables: { startupIds: selected } });
      setAsked(result.data?.requestMetricData ?? 0);
      setSelected([]);
    } catch (error) {
      void alerts.error(errorText(error));
    }
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="request-data">
      <Stack gap="sm">
        <Text fw={600}>{t('staff.request.title')}</Text>
        <Text size="sm" c="dimmed">{t('staff.request.intro')}</Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <MultiSelect
            label={t('staff.request.startups')}
            data={options}
            value={selected}
            onChange={(ids) => {
              setSelected(ids);
              setNames((known) => ({ ...known, ...Object.fromEntries(options.filter((o) => ids.includes(o.value)).map((o) => [o.value, o.label])) }));
            }}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            style={{ flex: 1, minWidth: 240 }}
            data-testid="request-data-startups"
          />
          <Button leftSection={<IconSend size={16} />} disabled={selected.length === 0} loading={loading} onClick={() => void submit()} data-testid="request-data-submit" data-action="requestMetricData">
            {t('staff.request.submit')}
          </Button>
        </Group>
        {asked !== null && (
          <Alert color="teal" data-testid="request-data-result" withCloseButton onClose={() => setAsked(null)}>
            {t('staff.request.done', { count: asked })}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
