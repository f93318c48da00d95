/**
 * The pieces of a person and a startup that several features draw (an avatar with a name, a startup's name). Since
 * D-107 the server answers one `User` and one `Startup` type everywhere, so one fragment serves every feature and
 * the cache keeps one entry per user and startup, whichever query wrote it.
 */
import { graphql, type ResultOf } from '../../lib/graphql';

export const USER_AVATAR_FIELDS = graphql(`
  fragment UserAvatarFields on User {
    __typename
    _id
    fullName
    avatar
  }
`);

export const STARTUP_NAME_FIELDS = graphql(`
  fragment StartupNameFields on Startup {
    __typename
    _id
    name
  }
`);

export type UserAvatar = ResultOf<typeof USER_AVATAR_FIELDS>;
export type StartupName = ResultOf<typeof STARTUP_NAME_FIELDS>;
