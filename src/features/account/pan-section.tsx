import { Box, Checkbox, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useId, type ChangeEvent, type FormEvent } from 'react';
import { PAN_MESSAGES, panMachine } from '../../../machines/pan.machine';
import { STORE_NAME } from '../../lib/constants';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { SectionCard } from '../../components/section-card';
import { inspect } from '../../lib/inspect';

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
  const { panNumber, fullName, fileError } = snapshot.context;
  const headingId = useId();
  const gateHintId = useId();
  const fileErrorId = useId();
  const declared = !snapshot.matches('undeclared');
  const canUpload = snapshot.can({ type: 'pan.upload' });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    send({ type: 'pan.file', file: event.target.files?.[0] ?? null });
    // A refused file is dropped from the input too, so the browser's required check holds.
    if (actor.getSnapshot().context.file === null) event.target.value = '';
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'pan.upload' });
  };

  return (
    <SectionCard title="Pan Card" headingId={headingId}>
      <FormMessages success={snapshot.matches('uploaded') ? PAN_MESSAGES.recorded : null} />
      <form onSubmit={onSubmit} aria-labelledby={headingId}>
        <Stack gap="5" maxW="xl">
          <TextField
            label="PAN Card Number"
            name="panNumber"
            value={panNumber}
            onValueChange={(value) => send({ type: 'pan.change', field: 'panNumber', value })}
            autoComplete="off"
            required
          />
          <TextField
            label="Full Name"
            name="fullName"
            value={fullName}
            onValueChange={(value) => send({ type: 'pan.change', field: 'fullName', value })}
            autoComplete="name"
            helperText="As it appears on your PAN card"
            required
          />
          <Field.Root required invalid={fileError !== null}>
            <Field.Label>
              PAN Card Image (JPEG only)
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="file"
              name="panImage"
              accept=".jpeg"
              onChange={onFile}
              aria-describedby={fileError ? fileErrorId : undefined}
              h="auto"
              py="1.5"
              bg="bg.surface"
            />
            {/* Always in the page, so a refusal is announced the moment it appears. */}
            <Box role="alert" id={fileErrorId}>
              {fileError ? (
                <Text color="fg.error" fontSize="sm">
                  {fileError}
                </Text>
              ) : null}
            </Box>
          </Field.Root>
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
      </form>
    </SectionCard>
  );
}
