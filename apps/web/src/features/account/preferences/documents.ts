import { graphql, type ResultOf } from '../../../lib/graphql';

/**
 * The viewer's own settings the preferences form edits. The shell's CurrentUser query carries the name and language
 * but not the phone or time zone; both queries read the same cached `User` (keyed by _id), so writing a saved answer
 * here also updates the name in the top bar. `__typename` is selected so that a REST answer written here is stored as
 * that same entity.
 */
export const PREFERENCES_USER = graphql(`
  query PreferencesUser {
    currentUser {
      __typename
      _id
      fullName
      firstName
      lastName
      phone
      timezone
      language
    }
  }
`);

export type PreferencesUser = ResultOf<typeof PREFERENCES_USER>['currentUser'];

/** What PUT /user answers (the current-user shape, D1 §3), as far as this page reads it. */
export type SavedUser = Omit<PreferencesUser, '__typename'>;
