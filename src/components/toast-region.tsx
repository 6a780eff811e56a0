import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { useI18n } from '../i18n/i18n-context';
import type { Shown } from '../i18n/message';
import { msg } from '../i18n/msg' with { type: 'macro' };
import { toastRecipe } from '../theme/recipes/toast';
import { registerRecipes } from '../theme/lazy-recipes';

registerRecipes({ toast: toastRecipe });

const DISMISS = msg(/*i18n*/ { id: 'shell.toast.dismiss', message: 'Dismiss notification' });

/**
 * The app's one toast queue and its region. A toast outlives the screen that raised it (login
 * success is said on the page it navigates to), so the region lives in the app shell. Toasts
 * pause while hovered or focused and when the page is hidden, and each is a polite status
 * message for assistive technology.
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

/** A toast's text in the page's language: raised outside React, written where it shows. */
function Written({ text }: { text: Shown }) {
  return useI18n().t(text);
}

/** Queues a success toast. */
export function createSuccess(title: Shown, duration: number): void {
  toaster.create({ title: <Written text={title} />, type: 'success', duration });
}

export function ToastRegion() {
  const { t } = useI18n();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description>{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            <Toast.CloseTrigger aria-label={t(DISMISS)} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
