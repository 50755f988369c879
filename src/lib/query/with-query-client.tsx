import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { getQueryClient } from './query-client';

/**
 * `Page` inside the app's query cache. Only the pages that use the cache are wrapped, in
 * their own chunks (app/routes), so react-query stays out of the public pages' JavaScript;
 * every page shares the one client, so the cache outlives navigation.
 */
export function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={getQueryClient()}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  return WithQueryClient;
}
