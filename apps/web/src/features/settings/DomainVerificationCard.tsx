import { ActionIcon, Alert, Badge, Button, Card, Code, CopyButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconCheck, IconCopy, IconShieldCheck } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../lib/alerts/alertStore';
import { VERIFY_CUSTOM_DOMAIN, type DomainSettings } from './documents';
import { useSaveAlerts } from './settingsUi';

/** A value to copy exactly (token, address, record name): left-to-right whatever the page direction. */
function CopyableValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>{label}</Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code dir="ltr" style={{ wordBreak: 'break-all', flex: 1 }}>{value}</Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('adminSettings.domain.copied') : t('adminSettings.domain.copy')} withArrow>
              <ActionIcon variant="subtle" onClick={copy} aria-label={`${t('adminSettings.domain.copy')}: ${label}`}>
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** The verified domain, and — while one waits — where to publish its token and the Verify button (D-84). */
export function DomainVerificationCard({ domain }: { domain: DomainSettings }) {
  const { t } = useTranslation();
  const { failed } = useSaveAlerts();
  const [verify, { loading }] = useMutation(VERIFY_CUSTOM_DOMAIN);
  if (domain.status === 'NONE') return null;
  const onVerify = async () => {
    try {
      const { data } = await verify();
      if (data) alerts.success(t('adminSettings.domain.verifiedNow', { domain: data.verifyCustomDomain.domainSettings.customDomain ?? '' }));
    } catch (error) {
      failed(error);
    }
  };
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="domain-verification">
      <Stack gap="md">
        {domain.customDomain && (
          <Group gap="sm" wrap="wrap">
            <IconShieldCheck size={22} aria-hidden />
            <Title order={2} size="h4">{t('adminSettings.domain.verifiedDomain')}</Title>
            <Code dir="ltr">{domain.customDomain}</Code>
            <Badge color="green" variant="light">{t('adminSettings.domain.statusVerified')}</Badge>
            {domain.verifiedAt && <Text size="sm" c="dimmed">{t('adminSettings.domain.verifiedOn', { date: dayjs(domain.verifiedAt).format('YYYY-MM-DD') })}</Text>}
          </Group>
        )}
        {domain.status === 'PENDING' && domain.pendingDomain && domain.verification && (
          <Stack gap="md" data-testid="domain-pending">
            <Group gap="sm" wrap="wrap">
              <Title order={2} size="h4">{t('adminSettings.domain.pendingTitle', { domain: domain.pendingDomain })}</Title>
              <Badge color="yellow" variant="light">{t('adminSettings.domain.statusPending')}</Badge>
            </Group>
            <Alert variant="light" color="yellow">{t('adminSettings.domain.pendingHelp')}</Alert>
            <Text>{t('adminSettings.domain.fileMethod')}</Text>
            <CopyableValue label={t('adminSettings.domain.fileUrl')} value={domain.verification.fileUrl} />
            <CopyableValue label={t('adminSettings.domain.token')} value={domain.verification.token} />
            <Text>{t('adminSettings.domain.dnsMethod', { type: domain.verification.dnsRecordType })}</Text>
            <CopyableValue label={t('adminSettings.domain.recordName')} value={domain.verification.dnsRecordName} />
            <Group justify="flex-end">
              <Button onClick={() => void onVerify()} loading={loading} leftSection={<IconShieldCheck size={16} aria-hidden />}>
                {t('adminSettings.domain.verify')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
