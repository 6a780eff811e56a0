import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { INSPECTOR_STORAGE_KEY, listenToActors } from '../../../lib/inspect';
import { InspectorPanel } from './inspector-panel';
import { LiveActors } from './live-actors';

/**
 * Opens the `?inspect` panel (src/main.tsx loads this chunk only when asked): a React root of its
 * own beside the app's, so the app's server-rendered HTML hydrates exactly as it would without
 * it. "Turn off" forgets the choice, drops `inspect` from the address and removes the panel.
 * The app hands over its Chakra system: were this lazy chunk to import the theme module itself,
 * Parcel would share that module between the entry and the chunk and stop tree-shaking the
 * recipes it imports (measured: +19 KB gzip on the demo build's first load).
 */
export function mountInspector(system: SystemContext): void {
  const live = new LiveActors();
  const stopListening = listenToActors(live.handle);
  const host = document.createElement('div');
  host.dataset.statechartInspector = '';
  document.body.append(host);
  const root = createRoot(host);

  const turnOff = () => {
    stopListening();
    try {
      window.localStorage.removeItem(INSPECTOR_STORAGE_KEY);
    } catch {
      // Storage refused: nothing was remembered either.
    }
    const url = new URL(window.location.href);
    url.searchParams.delete('inspect');
    window.history.replaceState(window.history.state, '', url);
    root.unmount();
    host.remove();
  };

  root.render(
    <StrictMode>
      <ChakraProvider value={system}>
        <InspectorPanel live={live} onTurnOff={turnOff} />
      </ChakraProvider>
    </StrictMode>,
  );
}
