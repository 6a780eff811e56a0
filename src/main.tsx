import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';

/**
 * The demo build (API_BASE_URL unset at build time) starts the in-browser mock backend first.
 * With API_BASE_URL set, Parcel inlines the value, the condition is constant-false, and the
 * mock layer is dropped from the bundle entirely.
 */
async function startMockBackend(): Promise<void> {
  if (!process.env.API_BASE_URL) {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
}

async function main(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  try {
    await startMockBackend();
  } catch (error) {
    console.error('The in-browser mock backend failed to start', error);
  }
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}

void main();
