import { lazy, Suspense, type FunctionComponent, type PropsWithRef, type ReactNode } from "react";

export type OnDemand<P> = FunctionComponent<P> & {
  /** Starts loading the code (e.g. when the buyer points at the link that shows it); loads once. */
  preload: () => Promise<void>;
};

/**
 * A component whose code the browser fetches only when it is first rendered (or preloaded), so its
 * libraries stay out of the JavaScript every page loads. The server loads it at start and renders it
 * at once, so the HTML without JavaScript is complete; the browser hydrates that HTML once the code
 * arrives and shows `fallback` only when the component first appears after a client-side navigation.
 */
export function onDemand<P extends object>(load: () => Promise<FunctionComponent<P>>, fallback: ReactNode = null): OnDemand<P> {
  let loaded: FunctionComponent<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
  // Always the same lazy component in the browser: switching types would remount the form and lose its state.
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as FunctionComponent<P> })));
  const onServer = typeof document === "undefined";
  if (onServer) void preload();

  function Component(props: P) {
    // A server that somehow has not loaded it yet streams it in later rather than failing.
    const Loaded = onServer ? loaded : null;
    return <Suspense fallback={fallback}>{Loaded ? <Loaded {...props} /> : <Lazy {...(props as PropsWithRef<P> & JSX.IntrinsicAttributes)} />}</Suspense>;
  }
  return Object.assign(Component, { preload });
}
