import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { FeatureFlags } from './featureFlags';

export interface FeatureFlagsState {
  flags: FeatureFlags;
  /** False until the load has finished (successfully or with the empty fallback). */
  loaded: boolean;
}

const FeatureFlagsContext = createContext<FeatureFlagsState>({ flags: {}, loaded: false });

/**
 * Loads the flags once on mount (`load` is typically `() => loadFeatureFlags(call)`; a new function identity on
 * re-render does not load again) and provides them below.
 */
export const FeatureFlagsProvider = ({
  load,
  children,
}: {
  load: () => Promise<FeatureFlags>;
  children: ReactNode;
}) => {
  const [state, setState] = useState<FeatureFlagsState>({ flags: {}, loaded: false });
  const loadRef = useRef(load);
  useEffect(() => {
    let active = true;
    loadRef.current().then(
      (flags) => active && setState({ flags, loaded: true }),
      // loadFeatureFlags never rejects; a custom loader that does still leaves the portal usable.
      () => active && setState({ flags: {}, loaded: true }),
    );
    return () => {
      active = false;
    };
  }, []);
  return <FeatureFlagsContext.Provider value={state}>{children}</FeatureFlagsContext.Provider>;
};

export const useFeatureFlags = (): FeatureFlagsState => useContext(FeatureFlagsContext);
