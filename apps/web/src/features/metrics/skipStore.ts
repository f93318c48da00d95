import { STORAGE_KEYS } from '@hatchery/domain';

/**
 * MET-07: Skip is remembered for the browser session only — sessionStorage, gone when the tab or browser closes.
 * Storage may be blocked (private modes): then nothing is remembered and the prompt simply shows again.
 */
export const skipStore = {
  read(): boolean {
    try {
      return sessionStorage.getItem(STORAGE_KEYS.metricsPromptSkipped) === 'true';
    } catch {
      return false;
    }
  },
  remember(): void {
    try {
      sessionStorage.setItem(STORAGE_KEYS.metricsPromptSkipped, 'true');
    } catch {
      // storage blocked: the skip lasts as long as this page
    }
  },
};
