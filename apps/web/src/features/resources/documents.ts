/** GraphQL documents of the resource library (/resources, D-582). */
import { graphql, type ResultOf } from '../../lib/graphql';

const RESOURCE_FIELDS = graphql(`
  fragment ResourceFields on Resource {
    __typename
    _id
    sectionId
    sectionTitle
    kind
    title
    description
    url
    body
    updatedAt
    viewerCanManage
    file { __typename _id name url sizeBytes contentType }
  }
`);

const SECTION_SUMMARY_FIELDS = graphql(`
  fragment ResourceSectionSummaryFields on ResourceSection {
    __typename
    _id
    title
    description
    audienceRoleIds
    resourceCount
    viewerCanManage
  }
`);

export const RESOURCE_LIBRARY = graphql(`
  query ResourceLibrary($search: String) {
    resourceLibrary(search: $search) {
      __typename
      sections { ...ResourceSectionSummaryFields }
      results { ...ResourceFields }
      viewerCanManage
      audienceEditable
      roleOptions { value label }
    }
  }
`, [SECTION_SUMMARY_FIELDS, RESOURCE_FIELDS]);

export const RESOURCE_SECTION = graphql(`
  query ResourceSection($id: ID!) {
    resourceSection(id: $id) {
      ...ResourceSectionSummaryFields
      resources { ...ResourceFields }
    }
  }
`, [SECTION_SUMMARY_FIELDS, RESOURCE_FIELDS]);

export const RESOURCE = graphql(`
  query Resource($id: ID!) {
    resource(id: $id) { ...ResourceFields }
  }
`, [RESOURCE_FIELDS]);

export const CREATE_RESOURCE_SECTION = graphql(`
  mutation CreateResourceSection($input: ResourceSectionInput!) {
    createResourceSection(input: $input) { ...ResourceSectionSummaryFields }
  }
`, [SECTION_SUMMARY_FIELDS]);

export const UPDATE_RESOURCE_SECTION = graphql(`
  mutation UpdateResourceSection($id: ID!, $input: ResourceSectionInput!) {
    updateResourceSection(id: $id, input: $input) { ...ResourceSectionSummaryFields }
  }
`, [SECTION_SUMMARY_FIELDS]);

export const DELETE_RESOURCE_SECTION = graphql(`
  mutation DeleteResourceSection($id: ID!) {
    deleteResourceSection(id: $id)
  }
`);

export const MOVE_RESOURCE_SECTION = graphql(`
  mutation MoveResourceSection($id: ID!, $offset: Int!) {
    moveResourceSection(id: $id, offset: $offset) { ...ResourceSectionSummaryFields }
  }
`, [SECTION_SUMMARY_FIELDS]);

export const CREATE_RESOURCE = graphql(`
  mutation CreateResource($sectionId: ID!, $input: ResourceInput!) {
    createResource(sectionId: $sectionId, input: $input) { ...ResourceFields }
  }
`, [RESOURCE_FIELDS]);

export const UPDATE_RESOURCE = graphql(`
  mutation UpdateResource($id: ID!, $input: ResourceInput!) {
    updateResource(id: $id, input: $input) { ...ResourceFields }
  }
`, [RESOURCE_FIELDS]);

export const DELETE_RESOURCE = graphql(`
  mutation DeleteResource($id: ID!) {
    deleteResource(id: $id)
  }
`);

export const MOVE_RESOURCE = graphql(`
  mutation MoveResource($id: ID!, $offset: Int!) {
    moveResource(id: $id, offset: $offset) {
      __typename
      _id
      resourceCount
      resources { ...ResourceFields }
    }
  }
`, [RESOURCE_FIELDS]);

export type ResourceLibrary = ResultOf<typeof RESOURCE_LIBRARY>['resourceLibrary'];
export type ResourceSectionSummary = ResourceLibrary['sections'][number];
export type ResourceItem = ResultOf<typeof RESOURCE>['resource'];
export type ResourceKind = ResourceItem['kind'];
export type RoleOption = ResourceLibrary['roleOptions'][number];
