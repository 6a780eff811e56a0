import { Box, Checkbox, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { PAN_MESSAGES, panMachine, type PanTextField } from '../../../machines/pan.machine';
import { STORE_NAME } from '../../lib/constants';
import { FileField } from '../../components/form/file-field';
import { FormErrors } from '../../components/form/form-errors';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { SectionCard } from '../../components/section-card';
import { inspect } from '../../lib/inspect';
import { checkboxRecipe } from '../../theme/recipes/checkbox';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ checkbox: checkboxRecipe });

export const PAN_DECLARATION =
  `I do hereby declare that the PAN furnished above is correct and belongs to me, registered ` +
  `as an account holder with ${STORE_NAME}. I further declare that I shall solely be held ` +
  `responsible for the consequences of any false PAN declaration.`;

/**
 * Pan Card (spec §2, §3, §4, §5): number, full name, a JPEG-only picture and the declaration,
 * which alone enables Upload. Local only: uploading records the details on this device and
 * says so; nothing is sent.
 */
export function PanSection() {
  const [snapshot, send, actor] = useMachine(panMachine, { inspect });
  const { fileError } = snapshot.context;
  const headingId = useId();
  const gateHintId = useId();
  const declared = !snapshot.matches('undeclared');
  const canUpload = snapshot.can({ type: 'pan.upload' });

  /** A text field of the form: the machine's value, typing sent to it as pan.change. */
  const textProps = (field: PanTextField) => ({
    name: field,
    value: snapshot.context[field],
    onValueChange: (value: string) => send({ type: 'pan.change', field, value }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'pan.upload' });
  };

  return (
    <SectionCard title="Pan Card" headingId={headingId}>
      <FormMessages success={snapshot.matches('uploaded') ? PAN_MESSAGES.recorded : null} />
      <form onSubmit={onSubmit} aria-labelledby={headingId}>
        <FormErrors errors={{ panImage: fileError }}>
          <Stack gap="5" maxW="xl">
            <TextField
              label="PAN Card Number"
              autoComplete="off"
              required
              {...textProps('panNumber')}
            />
            <TextField
              label="Full Name"
              autoComplete="name"
              helperText="As it appears on your PAN card"
              required
              {...textProps('fullName')}
            />
            <FileField
              label="PAN Card Image (JPEG only)"
              name="panImage"
              accept=".jpeg"
              onPick={(file) => {
                // The machine refuses a file that is not a JPEG and keeps none.
                send({ type: 'pan.file', file });
                return actor.getSnapshot().context.file === file;
              }}
              announceErrors
              required
            />
            <Checkbox.Root
              checked={declared}
              onCheckedChange={(details) =>
                send({ type: details.checked === true ? 'pan.accept' : 'pan.decline' })
              }
              colorPalette="brand"
              alignItems="flex-start"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal">{PAN_DECLARATION}</Checkbox.Label>
            </Checkbox.Root>
            <Box>
              <SubmitButton disabled={!canUpload} describedBy={declared ? undefined : gateHintId}>
                Upload
              </SubmitButton>
              {declared ? null : (
                <Text id={gateHintId} fontSize="sm" color="fg.muted" mt="2">
                  Accept the declaration to enable Upload.
                </Text>
              )}
            </Box>
          </Stack>
        </FormErrors>
      </form>
    </SectionCard>
  );
}
