import { chakra } from '@chakra-ui/react';
import { useRef, useState, type ComponentType } from 'react';
import type { User } from '../../api/types';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { loadOnce } from '../../lib/load-once';
import { MenuIcon } from './icons';
import type { MobileDrawerPanelProps } from './mobile-drawer-panel';

const OPEN_MENU = msg(/*i18n*/ { id: 'shell.drawer.open', message: 'Open menu' });

type Panel = ComponentType<MobileDrawerPanelProps>;

/** The drawer's chunk, fetched once; a failed download is fetched again at the next press. */
const loadPanel = loadOnce((): Promise<Panel> =>
  import('./mobile-drawer-panel').then((module) => module.MobileDrawerPanel),
);

/**
 * The mobile side drawer's menu button (spec §2). The drawer and its dialog machinery are not
 * part of the first load: hovering, focusing or pressing the button fetches them, and the
 * drawer opens as soon as they are there. Closing gives focus back to the button.
 */
export function MobileDrawer({ user }: { user: User | null }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<Panel | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const prefetch = () => {
    loadPanel().catch(() => undefined);
  };
  const openDrawer = () => {
    loadPanel().then(
      (loaded) => {
        setPanel(() => loaded);
        setOpen(true);
      },
      (error: unknown) => console.error('The menu could not be loaded', error),
    );
  };

  return (
    <>
      <chakra.button
        ref={buttonRef}
        type="button"
        aria-label={t(OPEN_MENU)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={openDrawer}
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="10"
        color="inherit"
        borderRadius="md"
        cursor="pointer"
        _hover={{ bg: 'navbar.hover' }}
      >
        <MenuIcon />
      </chakra.button>
      {Panel ? (
        <Panel
          user={user}
          open={open}
          onOpenChange={setOpen}
          finalFocusEl={() => buttonRef.current}
        />
      ) : null}
    </>
  );
}
