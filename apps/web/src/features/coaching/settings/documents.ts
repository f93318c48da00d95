import { graphql } from '../../../lib/graphql';
import { HOST_SETTINGS_FIELDS } from '../availability/documents';

export const SAVE_HOST_SETTINGS = graphql(
  `
    mutation SaveHostSettings($hostId: ID, $input: HostSettingsInput!) {
      saveHostSettings(hostId: $hostId, input: $input) {
        ...HostSettingsFields
      }
    }
  `,
  [HOST_SETTINGS_FIELDS],
);
