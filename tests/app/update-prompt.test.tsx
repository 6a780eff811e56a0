import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPage } from '../../src/app/reload-page';
import { UpdatePrompt } from '../../src/app/update-prompt';
import { I18nProvider } from '../../src/i18n/i18n-context';
import type { Locale } from '../../src/i18n/locale';
import { getSystem } from '../../src/theme/system';
import { i18nOf } from '../utils/i18n';

vi.mock('../../src/app/reload-page', () => ({ reloadPage: vi.fn() }));

/**
 * The browser's service worker objects, as far as the prompt uses them: the page's controller,
 * the registration with its installing and waiting workers, and the container's events.
 */
class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = new FakeWorker();
  constructor(readonly registration: FakeRegistration) {
    super();
  }
  get ready() {
    return Promise.resolve(this.registration);
  }
}

let container: FakeContainer;

function install(registration: FakeRegistration) {
  container = new FakeContainer(registration);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
}

async function renderPrompt(locale: Locale = 'en') {
  await act(async () => {
    render(
      <ChakraProvider value={getSystem()}>
        <I18nProvider value={i18nOf(locale)}>
          <UpdatePrompt />
        </I18nProvider>
      </ChakraProvider>,
    );
  });
}

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the new version prompt (issue 28)', () => {
  it('says nothing while no new version waits', async () => {
    install(new FakeRegistration());
    await renderPrompt();
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });

  it('says nothing on the first visit, when no worker controlled the page yet', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    install(registration);
    container.controller = null;
    await renderPrompt();
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });

  it('announces a version that installed while the page was open, and reloads only on Reload', async () => {
    const registration = new FakeRegistration();
    install(registration);
    await renderPrompt();

    const next = new FakeWorker();
    await act(async () => {
      registration.installing = next;
      registration.dispatchEvent(new Event('updatefound'));
      registration.installing = null;
      registration.waiting = next;
      next.state = 'installed';
      next.dispatchEvent(new Event('statechange'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
    expect(next.postMessage).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(next.postMessage).toHaveBeenCalledWith('SKIP_WAITING');
    // Not before the new version controls the page.
    expect(reloadPage).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('announces a version already waiting when the page opens', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    install(registration);
    await renderPrompt();
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
  });

  it('says it in Hindi on a Hindi page', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    install(registration);
    await renderPrompt('hi');
    expect(screen.getByRole('status')).toHaveTextContent('नया वर्ज़न उपलब्ध है');
    expect(screen.getByRole('button', { name: 'रीलोड करें' })).toBeInTheDocument();
  });
});
