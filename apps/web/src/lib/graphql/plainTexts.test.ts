/**
 * D-105: three operations leave as plain text, sent with fetch before the GraphQL client is loaded (login page budget,
 * D-91). gql.tada types them from the same text, but its check only sees graphql() calls, so this test validates the
 * texts against the committed schema.
 */
import { buildSchema, parse, validate, type GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SSO_QUERY } from '../../features/auth';
import { PUBLIC_INCUBATOR_QUERY } from '../../app/incubator/queries';
import { LOGOUT_SESSION_MUTATION } from '../apollo/logout';
import serverSdl from '../../../../server/schema.graphql?raw';

const schema = buildSchema(serverSdl);

function problems(text: string): readonly GraphQLError[] {
  return validate(schema, parse(text));
}

describe('operations sent as plain text', () => {
  it.each([
    ['PublicIncubator', PUBLIC_INCUBATOR_QUERY],
    ['SsoConfiguration', SSO_QUERY],
    ['LogoutSession', LOGOUT_SESSION_MUTATION],
  ])('%s validates against schema.graphql', (_name, text) => {
    expect(problems(text).map((e) => e.message)).toEqual([]);
  });

  it('a text with a field the schema does not have is refused (the validation is not vacuous)', () => {
    expect(problems('query Probe { ssoConfiguration { enabled noSuchField } }').map((e) => e.message)).toEqual([
      'Cannot query field "noSuchField" on type "SsoConfiguration".',
    ]);
  });
});
