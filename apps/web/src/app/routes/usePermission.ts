import { useQuery } from '@apollo/client/react';
import { graphql } from '../../lib/graphql';
import type { RoutePermission } from './types';

const IS_USER_AUTHORIZED = graphql(`
  query IsUserAuthorized($permission: String!, $data: [String!]) {
    isUserAuthorized(permission: $permission, data: $data)
  }
`);

/** RTE-62: the server answers whether the viewer holds the permission; an error counts as "no". */
export function usePermission(
  permission: RoutePermission | undefined,
  params: Readonly<Record<string, string | undefined>>,
  enabled: boolean,
): boolean | undefined {
  const data = (permission?.dataParams ?? []).map((p) => params[p] ?? '');
  const { data: result, error } = useQuery(IS_USER_AUTHORIZED, {
    variables: { permission: permission?.key ?? '', data },
    skip: !permission || !enabled,
    fetchPolicy: 'network-only',
  });
  if (!permission) return undefined;
  if (error) return false;
  return result?.isUserAuthorized;
}
