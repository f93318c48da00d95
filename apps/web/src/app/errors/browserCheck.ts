/** D1 §2.4 browser check (CHR-39, CHR-40): minimum major versions; any Internet Explorer is refused. */
export const MINIMUM_VERSIONS = { safari: 15, firefox: 93, chrome: 99, opera: 85 } as const;

export type BrowserVerdict = { supported: true } | { supported: false; reason: string };

function major(ua: string, pattern: RegExp): number | null {
  const match = pattern.exec(ua);
  return match?.[1] ? Number.parseInt(match[1], 10) : null;
}

export function checkBrowser(ua: string): BrowserVerdict {
  if (/MSIE |Trident\//.test(ua)) return { supported: false, reason: 'Internet Explorer' };

  const opera = major(ua, /(?:OPR|Opera)\/(\d+)/);
  if (opera !== null) {
    return opera >= MINIMUM_VERSIONS.opera ? { supported: true } : { supported: false, reason: `Opera ${opera}` };
  }
  // Legacy Edge (EdgeHTML) is old; Chromium Edge ("Edg/") is judged by its Chrome version below.
  const legacyEdge = major(ua, /Edge\/(\d+)/);
  if (legacyEdge !== null) return { supported: false, reason: `Edge ${legacyEdge}` };

  // Every browser on iOS runs WebKit: judge by the iOS version.
  const ios = major(ua, /(?:iPhone|iPad|iPod)[^)]*OS (\d+)[_.]/);
  if (ios !== null) {
    return ios >= MINIMUM_VERSIONS.safari ? { supported: true } : { supported: false, reason: `iOS ${ios}` };
  }
  const firefox = major(ua, /(?:Firefox|FxiOS)\/(\d+)/);
  if (firefox !== null) {
    return firefox >= MINIMUM_VERSIONS.firefox ? { supported: true } : { supported: false, reason: `Firefox ${firefox}` };
  }
  const chrome = major(ua, /(?:Chrome|Chromium|CriOS)\/(\d+)/);
  if (chrome !== null) {
    return chrome >= MINIMUM_VERSIONS.chrome ? { supported: true } : { supported: false, reason: `Chrome ${chrome}` };
  }
  if (/Safari\//.test(ua)) {
    const safari = major(ua, /Version\/(\d+)/);
    if (safari !== null && safari < MINIMUM_VERSIONS.safari) return { supported: false, reason: `Safari ${safari}` };
  }
  // Unknown engines (bots, test runners, new browsers) are let through.
  return { supported: true };
}
