import { Text, type TextProps } from '@mantine/core';
import { CLOCK_FORMAT, CLOCK_REFRESH_MS } from '@hatchery/domain';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayjsLocale } from '../lib/dates/dayjsLocale';

interface ClockProps extends TextProps {
  /** A dayjs format; hh:mm A unless told (D1 §9). */
  format?: string;
}

/** LOC-14: the current time, refreshed every second, with "AM"/"PM" in the reader's language ("06:19 ص"). */
export function Clock({ format = CLOCK_FORMAT, ...textProps }: ClockProps) {
  const { i18n } = useTranslation();
  const locale = useDayjsLocale(i18n.language);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Text component="time" dateTime={now.toISOString()} data-testid="clock" {...textProps}>
      {dayjs(now).locale(locale).format(format)}
    </Text>
  );
}
