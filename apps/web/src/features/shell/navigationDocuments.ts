import { graphql } from '../../lib/graphql';

export const SIDEBAR_V2 = graphql(`
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
`);

export const SITEMAP = graphql(`
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
`);
