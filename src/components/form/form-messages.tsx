import { Alert, Stack, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n-context';
import type { Shown } from '../../i18n/message';
import { shownText } from './server-texts';
import { alertRecipe } from '../../theme/recipes/alert';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ alert: alertRecipe });

/**
 * The outcome of a form, in two live regions that are always in the page, so assistive
 * technology announces a message the moment it appears: a success politely (role=status), a
 * failure at once (role=alert). Several server messages read one per line. Each is one of our
 * messages or the server's own text, shown in the page's language (see server-texts.ts).
 */
export function FormMessages({
  success = null,
  error = null,
  details,
}: {
  success?: Shown | null;
  error?: Shown | null;
  /** Extra lines under the failure, e.g. server messages that belong to no field. */
  details?: readonly Shown[];
}) {
  const i18n = useI18n();
  const lines = details?.map((line) => shownText(i18n, line)) ?? [];
  return (
    <Stack gap="0">
      <div role="status">
        {success ? (
          <Alert.Root status="success" borderRadius="md" my="2">
            <Alert.Indicator />
            <Alert.Title whiteSpace="pre-line" fontWeight="medium">
              {shownText(i18n, success)}
            </Alert.Title>
          </Alert.Root>
        ) : null}
      </div>
      <div role="alert">
        {error ? (
          <Alert.Root status="error" borderRadius="md" my="2">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title whiteSpace="pre-line" fontWeight="medium">
                {shownText(i18n, error)}
              </Alert.Title>
              {lines.length > 0 ? (
                <Alert.Description>
                  {lines.map((line) => (
                    <Text key={line}>{line}</Text>
                  ))}
                </Alert.Description>
              ) : null}
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </div>
    </Stack>
  );
}
