/**
 * The public surface of modules/startup-people (D-109, D-116): the people of a startup — founder invitations through
 * identity/accounts and removal. It sits above identity, which sits above startups.
 */
import './startup-people.graphql.js';

export { startupPeoplePolicy } from './startup-people.policy.js';
