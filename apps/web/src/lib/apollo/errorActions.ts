import { navigateTo } from '../navigation';
import type { ErrorAction } from './errorPolicy';
import { logout } from './logout';

export interface ErrorPageState {
  status: number;
  message: string;
}

export function handleErrorAction(action: ErrorAction): void {
  switch (action.kind) {
    case 'logout':
      void logout();
      return;
    case 'incubatorNotFound':
      if (window.location.pathname !== '/incubator-not-found') navigateTo('/incubator-not-found', { replace: true });
      return;
    case 'errorPage': {
      const state: ErrorPageState = { status: action.status, message: action.message };
      navigateTo('/error', { state });
      return;
    }
    case 'none':
      return;
  }
}
