/** GraphQL documents of custom fields (issue 15 item 7; docs/contract-forms.md "Custom fields (as built)"). */
import { graphql, type ResultOf, type SchemaType } from '../../lib/graphql';

const CUSTOM_FIELD = graphql(`
  fragment CustomFieldFields on CustomField {
    __typename
    _id
    target
    slug
    type
    label
    helpText
    category
    required
    visibility
    validations
    options
    position
    shownInProfile
    archivedAt
    valueCount
  }
`);

export type CustomFieldItem = ResultOf<typeof CUSTOM_FIELD>;
export type CustomFieldTarget = SchemaType<'CustomFieldTarget'>;
export type CustomFieldTypeName = SchemaType<'CustomFieldType'>;
export type CustomFieldVisibilityName = SchemaType<'CustomFieldVisibility'>;

export const CUSTOM_FIELDS = graphql(
  `
    query CustomFields($target: CustomFieldTarget!, $includeArchived: Boolean) {
      customFields(target: $target, includeArchived: $includeArchived) {
        ...CustomFieldFields
      }
    }
  `,
  [CUSTOM_FIELD],
);

export const CUSTOM_FIELD_BY_ID = graphql(
  `
    query CustomField($id: ID!) {
      customField(id: $id) {
        ...CustomFieldFields
      }
    }
  `,
  [CUSTOM_FIELD],
);

export const CREATE_CUSTOM_FIELD = graphql(
  `
    mutation CreateCustomField($input: CustomFieldInput!) {
      createCustomField(input: $input) {
        ...CustomFieldFields
      }
    }
  `,
  [CUSTOM_FIELD],
);

export const UPDATE_CUSTOM_FIELD = graphql(
  `
    mutation UpdateCustomField($id: ID!, $input: CustomFieldInput!) {
      updateCustomField(id: $id, input: $input) {
        ...CustomFieldFields
      }
    }
  `,
  [CUSTOM_FIELD],
);

export const ARCHIVE_CUSTOM_FIELD = graphql(
  `
    mutation ArchiveCustomField($id: ID!) {
      archiveCustomField(id: $id) {
        ...CustomFieldFields
      }
    }
  `,
  [CUSTOM_FIELD],
);

export const RESTORE_CUSTOM_FIELD = graphql(
  `
    mutation RestoreCustomField($id: ID!) {
      restoreCustomField(id: $id) {
        ...CustomFieldFields
      }
    }
  `,
  [CUSTOM_FIELD],
);

export const ARRANGE_CUSTOM_FIELDS = graphql(
  `
    mutation ArrangeCustomFields($target: CustomFieldTarget!, $items: [CustomFieldArrangement!]!) {
      arrangeCustomFields(target: $target, items: $items) {
        ...CustomFieldFields
      }
    }
  `,
  [CUSTOM_FIELD],
);

export const CUSTOM_FIELD_VALUES = graphql(
  `
    query CustomFieldValues($target: CustomFieldTarget!, $recordId: ID!) {
      customFieldValues(target: $target, recordId: $recordId) {
        value
        viewerCanEdit
        field {
          ...CustomFieldFields
        }
      }
    }
  `,
  [CUSTOM_FIELD],
);

export const SET_CUSTOM_FIELD_VALUES = graphql(
  `
    mutation SetCustomFieldValues($target: CustomFieldTarget!, $recordId: ID!, $values: JSON!) {
      setCustomFieldValues(target: $target, recordId: $recordId, values: $values) {
        value
        viewerCanEdit
        field {
          ...CustomFieldFields
        }
      }
    }
  `,
  [CUSTOM_FIELD],
);

export type CustomFieldEntry = ResultOf<typeof CUSTOM_FIELD_VALUES>['customFieldValues'][number];
