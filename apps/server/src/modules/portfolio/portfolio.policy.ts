/**
 * Who may call the portfolio operations (D-106): the staff roles (/startups) and mentors and experts (/coaching).
 * Which startups a viewer gets is the row-level part: their role's startup visibility (ALL, ASSIGNED, SELECTED,
 * NONE, modules/permissions), and on /coaching only the startups assigned to them. Founders and applicants have
 * no portfolio.
 */
import { allowAnyOf, roleGroup } from '../permissions/index.js';

const PORTFOLIO_VIEWERS = allowAnyOf([roleGroup('staff'), roleGroup('mentorExpert')], {
  note: "rows limited by the role startupAccess; coaching: the viewer's assigned startups",
  refused: 'You have no startup portfolio',
});

const OWN_VIEWS = allowAnyOf([roleGroup('staff'), roleGroup('mentorExpert')], {
  note: "the viewer's own saved views; flag savedViewsStartups",
  refused: 'You have no startup portfolio',
});

export const portfolioPolicy = {
  portfolio: PORTFOLIO_VIEWERS,
  portfolioFilterOptions: PORTFOLIO_VIEWERS,
  exportPortfolio: PORTFOLIO_VIEWERS,
  portfolioActivity: allowAnyOf([roleGroup('staff'), roleGroup('mentorExpert')], {
    note: "the portfolio's startups; each item as the startup's timeline shows it (private with TIMELINE:PRIVATE_COMMENT)",
    refused: 'You have no startup portfolio',
  }),
  savedViews: OWN_VIEWS,
  createSavedView: OWN_VIEWS,
  updateSavedView: OWN_VIEWS,
  deleteSavedView: OWN_VIEWS,
} as const;
