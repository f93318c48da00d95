/** The portfolio list's operations (issue 14 item 3): the page, the filter options and saved views. */
import { EXPORT_JOB_FIELDS } from '../../lib/exports/documents';
import { graphql, type ResultOf, type VariablesOf } from '../../lib/graphql';

export const PORTFOLIO = graphql(`
  query Portfolio($view: PortfolioViewInput, $coaching: Boolean, $cursor: String, $limit: Int) {
    portfolio(view: $view, coaching: $coaching, cursor: $cursor, limit: $limit) {
      totalCount
      nextCursor
      results {
        startup {
          _id
          name
          logo
          createdAt
          programs {
            _id
            name
          }
        }
        stage
        status
        location
        teamSize
        foundedOn
        industries {
          _id
          name
        }
        tags {
          _id
          name
          color
        }
        mentors {
          _id
          fullName
        }
        lastContactAt
        attention {
          kind
          days
          count
        }
      }
    }
  }
`);

export const PORTFOLIO_FILTER_OPTIONS = graphql(`
  query PortfolioFilterOptions {
    portfolioFilterOptions {
      programs {
        _id
        name
      }
      tags {
        _id
        name
        color
      }
      industries {
        _id
        name
      }
      mentors {
        _id
        fullName
      }
    }
  }
`);

const SAVED_VIEW_FIELDS = graphql(`
  fragment SavedViewFields on SavedView {
    _id
    name
    state {
      search
      programIds
      tagIds
      industryIds
      mentorIds
      stages
      status
      needsAttention
      sort
      direction
      columns
    }
  }
`);

export const SAVED_VIEWS = graphql(
  `
    query SavedViews {
      savedViews {
        ...SavedViewFields
      }
    }
  `,
  [SAVED_VIEW_FIELDS],
);

export const CREATE_SAVED_VIEW = graphql(
  `
    mutation CreateSavedView($name: String!, $state: PortfolioViewInput!) {
      createSavedView(name: $name, state: $state) {
        ...SavedViewFields
      }
    }
  `,
  [SAVED_VIEW_FIELDS],
);

export const UPDATE_SAVED_VIEW = graphql(
  `
    mutation UpdateSavedView($id: ID!, $state: PortfolioViewInput) {
      updateSavedView(id: $id, state: $state) {
        ...SavedViewFields
      }
    }
  `,
  [SAVED_VIEW_FIELDS],
);

export const DELETE_SAVED_VIEW = graphql(`
  mutation DeleteSavedView($id: ID!) {
    deleteSavedView(id: $id)
  }
`);

export type PortfolioEntry = ResultOf<typeof PORTFOLIO>['portfolio']['results'][number];
export type AttentionReason = PortfolioEntry['attention'][number];
export type PortfolioViewInput = NonNullable<VariablesOf<typeof PORTFOLIO>['view']>;
export type FilterOptions = ResultOf<typeof PORTFOLIO_FILTER_OPTIONS>['portfolioFilterOptions'];
export type SavedView = ResultOf<typeof SAVED_VIEWS>['savedViews'][number];

export const EXPORT_PORTFOLIO = graphql(`
  mutation ExportPortfolio($view: PortfolioViewInput, $coaching: Boolean, $format: ExportFormat!) {
    exportPortfolio(view: $view, coaching: $coaching, format: $format) {
      ...ExportJobFields
    }
  }
`, [EXPORT_JOB_FIELDS]);

