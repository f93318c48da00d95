/**
 * Operations the tenant-scoped request context deliberately cannot do (writing the tenant registry row, clearing
 * an account's failures in the process-wide throttle), handed to GraphQL resolvers through a Yoga plugin. Resolvers
 * reach them only through `privileged(ctx)` and must authorise first. Counting an attempt needs no authorisation:
 * that is the context's `secretChecks` gate (secret-check.ts, D-85).
 */
import type { Plugin } from 'graphql-yoga';
import type { AppContext } from '../http/context.js';
import type { SsoSettings } from '../modules/identity/sso/index.js';
import type { LoginThrottle } from '../modules/identity/throttling/index.js';

export interface PrivilegedServices {
  readonly loginThrottle: LoginThrottle;
  /** Replaces incubators.sso_config of one tenant (the registry is read-only for the app role). */
  writeSsoSettings(incubatorId: string, settings: SsoSettings): Promise<void>;
}

const KEY = 'hatcheryPrivileged' as const;

interface PrivilegedContext {
  [KEY]?: PrivilegedServices;
}

export function usePrivilegedServices(services: PrivilegedServices): Plugin {
  const plugin: Plugin<PrivilegedContext> = {
    onContextBuilding({ extendContext }) {
      extendContext({ [KEY]: services });
    },
  };
  return plugin as Plugin;
}

export function privileged(ctx: AppContext): PrivilegedServices {
  const services = (ctx as AppContext & PrivilegedContext)[KEY];
  if (!services) throw new Error('Privileged services missing: usePrivilegedServices is not installed');
  return services;
}
