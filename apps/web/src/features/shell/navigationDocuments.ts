import { gql, type TypedDocumentNode } from '@apollo/client';
import type { NavigationEntry } from './navigationEntries';

export const SIDEBAR_V2: TypedDocumentNode<{ sidebarV2: NavigationEntry[] }> = gql`
  query SidebarV2 {
    sidebarV2 {
      name
      locked
      subMenu {
        name
        locked
      }
    }
  }
`;

export const SITEMAP: TypedDocumentNode<{ sitemap: NavigationEntry[] }> = gql`
  query Sitemap {
    sitemap {
      name
      locked
      subMenu {
        name
        locked
        subMenu {
          name
          locked
        }
      }
    }
  }
`;
