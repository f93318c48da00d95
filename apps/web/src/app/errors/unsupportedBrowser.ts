import { normalizeLocale, LANG_COOKIE } from '@hatchery/domain';

interface BrowserTexts {
  title: string;
  advice: string;
}

const resources = import.meta.glob<{ browser?: Partial<BrowserTexts> }>('../../locales/*/common.json', { import: 'default' });

function preferredLocale(): string {
  const cookie = document.cookie.split(';').map((c) => c.trim().split('='));
  const pref = cookie.find(([k]) => k === LANG_COOKIE)?.[1];
  return normalizeLocale(pref) ?? normalizeLocale(navigator.language) ?? 'en';
}

async function textsFor(locale: string): Promise<BrowserTexts> {
  const english = (await resources['../../locales/en/common.json']?.())?.browser;
  const local = locale === 'en' ? english : (await resources[`../../locales/${locale}/common.json`]?.())?.browser;
  return {
    title: local?.title ?? english?.title ?? 'Browser not supported!',
    advice: local?.advice ?? english?.advice ?? 'Please use the latest version of Chrome, Firefox, Safari or Edge.',
  };
}

/** Plain DOM, no React: the notice must show even where the app itself would not run. */
export async function showUnsupportedBrowser(container: HTMLElement): Promise<void> {
  const locale = preferredLocale();
  const texts = await textsFor(locale).catch(() => ({
    title: 'Browser not supported!',
    advice: 'Please use the latest version of Chrome, Firefox, Safari or Edge.',
  }));
  const wrapper = document.createElement('div');
  wrapper.setAttribute('data-testid', 'browser-not-supported');
  wrapper.style.cssText =
    'font-family:system-ui,sans-serif;max-width:520px;margin:15vh auto;padding:32px;text-align:center;color:#1f2540';
  const title = document.createElement('h1');
  title.textContent = texts.title;
  const advice = document.createElement('p');
  advice.textContent = texts.advice;
  wrapper.append(title, advice);
  container.replaceChildren(wrapper);
  document.documentElement.lang = locale.replace('_', '-');
  document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
}
