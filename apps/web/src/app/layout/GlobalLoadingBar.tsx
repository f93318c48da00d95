import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingCounter } from '../../lib/apollo/loadingCounter';
import classes from './GlobalLoadingBar.module.css';

/** RTE-67, GAP-51: a thin top bar while the global loading counter is above zero. */
export function GlobalLoadingBar() {
  const { t } = useTranslation();
  const pending = useSyncExternalStore(loadingCounter.subscribe, loadingCounter.get, () => 0);
  if (pending === 0) return null;
  return <div className={classes.progressBar} role="progressbar" aria-label={t('shell.loading')} data-testid="global-loading" />;
}
