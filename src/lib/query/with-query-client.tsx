import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { getQueryClient } from './query-client';

/**
 * `Page` inside the app's query cache. The signed-in pages get it with their own chunk
 * (routes.tsx), so the provider and react-query stay out of the public pages' JavaScript;
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
