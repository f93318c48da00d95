import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../../app/i18n/locale';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { deviceTimeZone, isTimeZone, matchesZone, offsetLabel, timeZoneOptions } from './timeZones';

/**
 * Label, field, then its message and help: side by side, fields whose help takes one line or two still line up (the
 * form uses the same order for every field with help).
 */
export const INPUT_FIRST: Array<'label' | 'input' | 'description' | 'error'> = ['label', 'input', 'error', 'description'];

interface TimeZoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
  onBlur: () => void;
  error: string | undefined;
  /** The zone saved when the page opened (listed even if Intl does not list it). */
  saved: string | null;
  /** The organisation's zone, which applies while the viewer has none. */
  tenantZone: string | undefined;
}

/** A searchable IANA zone picker with the offset of each zone, the time there now, and a "this device's zone" shortcut. */
export function TimeZoneField({ value, onChange, onBlur, error, saved, tenantZone }: TimeZoneFieldProps) {
  const { t } = useTranslation('preferences');
  const { locale } = useLocale();
  // One clock for the list and the hint: the offsets are the ones in force when the page opened.
  const now = useMemo(() => new Date(), []);
  const options = useMemo(() => timeZoneOptions(now, saved), [now, saved]);
  const device = useMemo(deviceTimeZone, []);
  const shown = value || tenantZone || '';
  const localTime =
    shown && isTimeZone(shown)
      ? t('timezone.localTime', {
          time: new Intl.DateTimeFormat(htmlLang(locale), { timeZone: shown, hour: 'numeric', minute: '2-digit' }).format(now),
          offset: offsetLabel(shown, now),
        })
      : null;

  return (
    <Stack gap={6}>
      <Select
        label={t('timezone.label')}
        description={t('timezone.help')}
        inputWrapperOrder={INPUT_FIRST}
        placeholder={tenantZone ? t('timezone.organisation', { zone: tenantZone }) : t('timezone.placeholder')}
        data={options}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('timezone.nothingFound')}
        filter={({ options, search }) => options.filter((option) => 'group' in option || matchesZone(option.label, search))}
        maxDropdownHeight={280}
        value={value || null}
        onChange={(zone) => onChange(zone ?? '')}
        onBlur={onBlur}
        error={error}
        data-testid="preferences-timezone"
      />
      {localTime ? (
        <Text size="xs" c="dimmed" data-testid="preferences-local-time">
          {localTime}
        </Text>
      ) : null}
      {device && device !== value && isTimeZone(device) ? (
        <Group gap={6} wrap="wrap" align="center">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconDeviceDesktop size={16} />}
            onClick={() => onChange(device)}
            data-testid="preferences-device-timezone"
          >
            {t('timezone.useDevice')}
          </Button>
          {/* The zone apart, in its own direction and on one line: inside an Arabic sentence "America/New York" broke
              in two and lost its order. */}
          <Text span size="xs" c="dimmed" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
            {device.replaceAll('_', ' ')}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
