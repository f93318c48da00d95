import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloClient } from './client';

/** The GraphQL client for a subtree; all boundaries share one client and cache. */
export function ApolloBoundary({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient()}>{children}</ApolloProvider>;
}

export default ApolloBoundary;
