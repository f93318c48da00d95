/** graphql-js, re-exported under one name so the server has a single import site for it. */
import * as graphqlJs from 'graphql';

export { graphqlJs };
