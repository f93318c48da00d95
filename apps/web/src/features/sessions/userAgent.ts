/** GAP-02: a friendly device label ("Chrome on Linux") out of a user-agent string. Pure. */
export interface DeviceInfo {
  browser: string | null;
  os: string | null;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdgA?\/|\bEdge\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\//, 'Chrome'],
  [/\bChromium\//, 'Chromium'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bHeadlessChrome\//, 'Chrome'],
  [/\bnode\b|\bundici\b/i, 'Node.js'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

export function parseUserAgent(userAgent: string | null | undefined): DeviceInfo {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null;
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null;
  return { browser, os };
}

/** Relative time ("5 minutes ago") in the given locale, with the largest fitting unit. */
export function relativeTime(date: string | Date, now: Date, locale: string): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
  ];
  const format = new Intl.RelativeTimeFormat(locale.replace('_', '-'), { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(Math.abs(seconds) < 10 ? 0 : seconds, 'second');
}
