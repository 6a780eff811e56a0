import { Box, Checkbox, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { PAN_MESSAGES, panMachine, type PanTextField } from '../../../machines/pan.machine';
import { FileField } from '../../components/form/file-field';
import { FormErrors } from '../../components/form/form-errors';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { SectionCard } from '../../components/section-card';
import { inspect } from '../../lib/inspect';
import { useI18n } from '../../i18n/i18n-context';
import { ACCOUNT_TEXT, PAN_TEXT } from './account-texts';
import { checkboxRecipe } from '../../theme/recipes/checkbox';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ checkbox: checkboxRecipe });

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
  const { t } = useI18n();

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
    <SectionCard title={t(ACCOUNT_TEXT.pan)} headingId={headingId}>
      <FormMessages success={snapshot.matches('uploaded') ? PAN_MESSAGES.recorded : null} />
      <form onSubmit={onSubmit} aria-labelledby={headingId}>
        <FormErrors errors={{ panImage: fileError }}>
          <Stack gap="5" maxW="xl">
            <TextField
              label={t(PAN_TEXT.number)}
              autoComplete="off"
              required
              {...textProps('panNumber')}
            />
            <TextField
              label={t(PAN_TEXT.fullName)}
              autoComplete="name"
              helperText={t(PAN_TEXT.fullNameHelp)}
              required
              {...textProps('fullName')}
            />
            <FileField
              label={t(PAN_TEXT.image)}
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
              <Checkbox.Label fontWeight="normal">{t(PAN_TEXT.declaration)}</Checkbox.Label>
            </Checkbox.Root>
            <Box>
              <SubmitButton disabled={!canUpload} describedBy={declared ? undefined : gateHintId}>
                {t(PAN_TEXT.upload)}
              </SubmitButton>
              {declared ? null : (
                <Text id={gateHintId} fontSize="sm" color="fg.muted" mt="2">
                  {t(PAN_TEXT.uploadHint)}
                </Text>
              )}
            </Box>
          </Stack>
        </FormErrors>
      </form>
    </SectionCard>
  );
}
