import { Alert, Stack, Text } from '@chakra-ui/react';
import { alertRecipe } from '../../theme/recipes/alert';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ alert: alertRecipe });

/**
 * The outcome of a form, in two live regions that are always in the page, so assistive
 * technology announces a message the moment it appears: a success politely (role=status), a
 * failure at once (role=alert). Several server messages read one per line.
 */
export function FormMessages({
  success = null,
  error = null,
  details,
}: {
  success?: string | null;
  error?: string | null;
  /** Extra lines under the failure, e.g. server messages that belong to no field. */
  details?: readonly string[];
}) {
  return (
    <Stack gap="0">
      <div role="status">
        {success ? (
          <Alert.Root status="success" borderRadius="md" my="2">
            <Alert.Indicator />
            <Alert.Title whiteSpace="pre-line" fontWeight="medium">
              {success}
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
                {error}
              </Alert.Title>
              {details && details.length > 0 ? (
                <Alert.Description>
                  {details.map((line) => (
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
