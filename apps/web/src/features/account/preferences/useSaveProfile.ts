import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { restRequest, type RestResult } from '../../../lib/rest/restRequest';
import { PREFERENCES_USER, type SavedUser } from './documents';
import type { ProfilePatch } from './preferencesForm';

/**
 * PUT /user with the changed fields (TRN-14). On success the answer goes into the GraphQL cache — the shell's
 * CurrentUser reads the same `User`, so the top bar shows the new name at once — and a saved language is applied
 * now through the locale provider (its cookie as well: the explicit choice on this device comes first, LOC-03).
 */
export function useSaveProfile(): (patch: ProfilePatch) => Promise<RestResult<SavedUser>> {
  const client = useApolloClient();
  const { choose } = useLocale();
  return useCallback(
    async (patch: ProfilePatch) => {
      const result = await restRequest<SavedUser>('PUT', '/user', { body: { user: patch } });
      if (!result.ok) return result;
      const { _id, fullName, firstName, lastName, phone, timezone, language } = result.data;
      client.writeQuery({
        query: PREFERENCES_USER,
        data: { currentUser: { __typename: 'User', _id, fullName, firstName, lastName, phone, timezone, language } },
      });
      if (patch.language) choose(patch.language);
      return result;
    },
    [client, choose],
  );
}
