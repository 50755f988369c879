import { lazy, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A code-split component: React.lazy over `load`, with `preload()` to fetch the chunk ahead
 * of rendering. Once the chunk has arrived the component renders at once, without
 * suspending, so a preloaded component never shows a fallback.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a failed chunk load may be retried on the next render
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Component = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  Component.preload = preload;
  return Component;
}
