import { Box, Button, Flex, HStack, Image, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import {
  profileMachine,
  type ProfileFieldErrors,
  type ProfileTextField,
} from '../../../machines/profile.machine';
import type { Gender } from '../../api';
import { StatusText } from '../../components/status-text';
import { inspect } from '../../lib/inspect';
import { useUpdateUser } from '../../lib/session-hooks';
import { FileField } from '../../components/form/file-field';
import type { FieldOption } from '../../components/form/field-options';
import { FormErrors } from '../../components/form/form-errors';
import { FormMessages } from '../../components/form/form-messages';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { SectionCard } from '../../components/section-card';
import { useI18n } from '../../i18n/i18n-context';
import type { Message } from '../../i18n/message';
import { ACCOUNT_TEXT, PROFILE_TEXT } from './account-texts';
import { FilePreview } from './file-preview';

/** The fields the form shows beside their own server messages; any other key is listed apart. */
const FORM_FIELDS = new Set(['first_name', 'last_name', 'gender', 'image']);

const GENDERS: readonly { value: Gender; label: Message }[] = [
  { value: 'male', label: PROFILE_TEXT.male },
  { value: 'female', label: PROFILE_TEXT.female },
];

/**
 * The server's messages split: those of the editable fields, shown beside them, and the rest
 * (a read-only field's included) as readable lines under the failure.
 */
function splitErrors(fieldErrors: ProfileFieldErrors | null) {
  const entries = Object.entries(fieldErrors ?? {});
  return {
    own: Object.fromEntries(entries.filter(([field]) => FORM_FIELDS.has(field))),
    others: entries.filter(([field]) => !FORM_FIELDS.has(field)).flatMap(([, lines]) => lines),
  };
}

/**
 * Account Information (spec §2, §4, §8): the profile, read-only until Edit; the same button
 * then reads Save. Only names, gender and picture are editable. Edit and Save are one element
 * throughout, so keyboard focus is not lost when it switches.
 */
export function ProfileSection() {
  const updateUser = useUpdateUser();
  const [snapshot, send, actor] = useMachine(profileMachine, {
    inspect,
    input: { session: { updateUser } },
  });
  const { profile, draft, fieldErrors, message } = snapshot.context;
  const { t } = useI18n();
  const genders: readonly FieldOption<Gender>[] = GENDERS.map(({ value, label }) => ({
    value,
    label: t(label),
  }));
  const headingId = useId();
  const isEditing = snapshot.matches('editing');
  const saving = snapshot.matches('saving');
  const editable = isEditing || saving;
  const firstNameRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusAfterEdit = useRef(false);

  useEffect(() => {
    if (isEditing && focusAfterEdit.current) {
      focusAfterEdit.current = false;
      firstNameRef.current?.focus();
    }
  }, [isEditing]);

  const startEditing = () => {
    focusAfterEdit.current = true;
    send({ type: 'profile.edit' });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'profile.save' });
  };

  const cancel = () => {
    send({ type: 'profile.cancel' });
    // Cancel goes away with edit mode; focus moves to Edit rather than falling to the page.
    toggleRef.current?.focus();
  };

  const shown = editable || !profile ? draft : profile;
  const errors = splitErrors(fieldErrors);

  /** A name field: the shown value, typing sent to the machine, editable only while editing. */
  const nameProps = (field: ProfileTextField) => ({
    name: field,
    value: shown[field],
    onValueChange: (value: string) => send({ type: 'profile.change', field, value }),
    readOnly: !isEditing,
  });

  return (
    <SectionCard title={t(ACCOUNT_TEXT.profile)} headingId={headingId}>
      <FormMessages
        success={message?.kind === 'success' ? message.text : null}
        error={message?.kind === 'error' ? message.text : null}
        details={errors.others}
      />
      {snapshot.matches('loading') ? <StatusText>{t(ACCOUNT_TEXT.loading)}</StatusText> : null}
      {snapshot.matches('failed') ? (
        <Button variant="outline" onClick={() => send({ type: 'profile.retry' })}>
          {t(ACCOUNT_TEXT.tryAgain)}
        </Button>
      ) : null}
      {profile ? (
        <form onSubmit={onSubmit} aria-labelledby={headingId}>
          <FormErrors errors={errors.own}>
            <Stack gap="6">
              <PictureField
                savedUrl={profile.image_url}
                picked={draft.image}
                editable={editable}
                readOnly={saving}
                onPick={(file) => {
                  send({ type: 'profile.image', file });
                  return actor.getSnapshot().context.draft.image === file;
                }}
              />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField
                  label={t(PROFILE_TEXT.firstName)}
                  autoComplete="given-name"
                  inputRef={firstNameRef}
                  {...nameProps('first_name')}
                />
                <TextField
                  label={t(PROFILE_TEXT.lastName)}
                  autoComplete="family-name"
                  {...nameProps('last_name')}
                />
              </SimpleGrid>
              <RadioGroupField
                label={t(PROFILE_TEXT.gender)}
                name="gender"
                options={genders}
                value={shown.gender}
                readOnly={!isEditing}
                onValueChange={(gender) => send({ type: 'profile.gender', gender })}
              />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField
                  label={t(PROFILE_TEXT.email)}
                  name="email"
                  value={profile.email}
                  readOnly
                />
                <TextField
                  label={t(PROFILE_TEXT.mobile)}
                  name="phone"
                  value={profile.phone}
                  readOnly
                />
                <TextField
                  label={t(PROFILE_TEXT.username)}
                  name="username"
                  value={profile.username}
                  readOnly
                />
              </SimpleGrid>
              <HStack gap="3">
                <SubmitButton
                  ref={toggleRef}
                  busy={saving}
                  edit={{ editing: editable, label: t(ACCOUNT_TEXT.edit), onEdit: startEditing }}
                >
                  {t(ACCOUNT_TEXT.save)}
                </SubmitButton>
                {editable ? (
                  <Button type="button" variant="outline" disabled={saving} onClick={cancel}>
                    {t(ACCOUNT_TEXT.cancel)}
                  </Button>
                ) : null}
              </HStack>
            </Stack>
          </FormErrors>
        </form>
      ) : null}
    </SectionCard>
  );
}

function PictureField({
  savedUrl,
  picked,
  editable,
  readOnly,
  onPick,
}: {
  savedUrl: string | null;
  picked: File | null;
  editable: boolean;
  readOnly: boolean;
  /** Offers a pick (null: none); answers whether it was taken. */
  onPick: (file: File | null) => boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { t } = useI18n();
  const keepCurrent = () => {
    onPick(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <Flex gap="5" align="center" direction={{ base: 'column', sm: 'row' }}>
      <Box
        boxSize="24"
        borderRadius="full"
        overflow="hidden"
        bg="bg.canvas"
        borderWidth="1px"
        borderColor="border.subtle"
        flexShrink={0}
      >
        {picked ? (
          <FilePreview
            file={picked}
            alt={t(PROFILE_TEXT.newPicture)}
            boxSize="full"
            objectFit="cover"
          />
        ) : savedUrl ? (
          <Image src={savedUrl} alt={t(PROFILE_TEXT.picture)} boxSize="full" objectFit="cover" />
        ) : null}
      </Box>
      {editable ? (
        <Stack flex="1" gap="1.5" align="flex-start">
          <FileField
            label={t(PROFILE_TEXT.pictureField)}
            name="image"
            accept="image/*"
            onPick={onPick}
            inputRef={inputRef}
            readOnly={readOnly}
            helperText={t(PROFILE_TEXT.pictureHelp)}
          />
          {picked ? (
            <Button type="button" size="xs" variant="ghost" onClick={keepCurrent}>
              {t(PROFILE_TEXT.keepPicture)}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Flex>
  );
}
