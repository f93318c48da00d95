/** /admin/configuration/mentormatching and /community/people/assignation (lazy entry of the page registry; issue 17 item 5). */
export { MatchingRulesPage } from './matching/MatchingRulesPage';
export { AssignationPage } from './matching/AssignationPage';
