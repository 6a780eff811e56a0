import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toastRecipe } from '../theme/recipes/toast';
import { registerRecipes } from '../theme/lazy-recipes';

registerRecipes({ toast: toastRecipe });

/**
 * The app's one toast queue and its region. A toast outlives the screen that raised it (login
 * success is said on the page it navigates to), so the region lives in the app shell. Toasts
 * pause while hovered or focused and when the page is hidden, and each is a polite status
 * message for assistive technology.
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

export function ToastRegion() {
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
            <Toast.CloseTrigger aria-label="Dismiss notification" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
