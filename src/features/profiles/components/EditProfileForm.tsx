import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldDescription } from '@/components/ui/field-aria';
import { Input } from '@/components/ui/input';
import { FieldMessage, FormField } from '@/components/ui/label';
import type { Profile } from '@/lib/domain';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { TEXT_LIMITS } from '@/lib/text-limits';
import { toast } from '@/lib/toast';
import { useSaveProfile } from '../edit-api';
import {
  AVATAR_INPUT_TYPES,
  AVATAR_PROBLEMS,
  AvatarImageError,
  squareAvatar,
} from '../avatar-image';
import { NAME_PROBLEMS, nameProblem } from '../profile-name';

const editProfileMessages = messages('editProfileForm', {
  title: 'Edit profile',
  fullName: 'Full name',
  nameHint: 'Shown on the leaderboard, your problems and your comments.',
  picture: 'Picture',
  preparing: 'Preparing...',
  changePicture: 'Change picture',
  uploadPicture: 'Upload picture',
  removePicture: 'Remove picture',
  pictureHint:
    'JPEG, PNG, WebP or GIF. It is cropped to a square, made small and saved without its location or camera details.',
  saving: 'Saving...',
  save: 'Save changes',
  cancel: 'Cancel',
  updated: 'Profile updated',
  updatedText: 'Your name and picture are saved.',
  updateFailed: 'Failed to update profile',
  nameTooLong: 'Use at most {max} characters for the name.',
  nameControls: 'A name cannot contain line breaks or text-direction control characters.',
  nameInvisible: 'A name needs at least one visible character.',
  pictureType: 'Choose a JPEG, PNG, WebP or GIF picture.',
  pictureSize: 'Choose a picture smaller than 20 MB.',
  pictureUnreadable: 'This picture could not be read. Choose another one.',
  pictureBrowser: 'This browser cannot prepare pictures.',
  pictureNotPrepared: 'This picture could not be prepared. Choose another one.',
  pictureTooLarge: 'This picture is still too large after resizing. Choose another one.',
});

type EditProfileTexts = ReturnType<(typeof editProfileMessages)['get']>;

/** A name or picture problem (English from its helper) in the reader's language. */
function translateProblem(text: string, t: EditProfileTexts): string {
  const known: [string, string][] = [
    [NAME_PROBLEMS.tooLong, fill(t.nameTooLong, { max: TEXT_LIMITS.fullName })],
    [NAME_PROBLEMS.controls, t.nameControls],
    [NAME_PROBLEMS.invisible, t.nameInvisible],
    [AVATAR_PROBLEMS.type, t.pictureType],
    [AVATAR_PROBLEMS.size, t.pictureSize],
    [AVATAR_PROBLEMS.unreadable, t.pictureUnreadable],
    [AVATAR_PROBLEMS.browser, t.pictureBrowser],
    [AVATAR_PROBLEMS.notPrepared, t.pictureNotPrepared],
    [AVATAR_PROBLEMS.tooLarge, t.pictureTooLarge],
  ];
  return known.find(([english]) => english === text)?.[1] ?? text;
}

/** undefined: keep the picture; null: remove it; else the prepared new one and its preview. */
type PictureChoice = { image: Blob; preview: string } | null | undefined;

/** The name and picture of the signed-in user, saved together. */
export function EditProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const id = useId();
  const t = useT(editProfileMessages);
  const [name, setName] = useState(profile.full_name ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const [picture, setPicture] = useState<PictureChoice>(undefined);
  const [pictureError, setPictureError] = useState<string | undefined>();
  const [preparing, setPreparing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  // Opened by 'Update Profile': the first field takes the focus (and scrolls into view on a phone).
  useEffect(() => nameInput.current?.focus(), []);
  const save = useSaveProfile(profile);

  // The preview's object URL lives as long as the choice.
  const preview = picture?.preview;
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function choosePicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPictureError(undefined);
    setPreparing(true);
    try {
      const image = await squareAvatar(file);
      setPicture({ image, preview: URL.createObjectURL(image) });
    } catch (failure) {
      setPictureError(
        failure instanceof AvatarImageError ? failure.message : AVATAR_PROBLEMS.notPrepared,
      );
    } finally {
      setPreparing(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = nameProblem(name);
    setNameError(problem ?? undefined);
    if (problem) return;
    save.mutate(
      {
        fullName: name.trim(),
        avatar: picture === undefined ? undefined : (picture?.image ?? null),
      },
      {
        onSuccess: () => {
          toast({ title: t.updated, description: t.updatedText });
          onDone();
        },
        onError: (failure) =>
          toast({
            title: t.updateFailed,
            description: errorMessage(failure),
            variant: 'destructive',
          }),
      },
    );
  }

  // 'Full name is required.' FormField translates itself (the forms' shared messages).
  const shownNameError = nameError && translateProblem(nameError, t);
  const shownPicture = picture === undefined ? profile.avatar_url : (picture?.preview ?? null);
  const hasPicture = Boolean(shownPicture);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="space-y-6" aria-label={t.title}>
          <FormField
            htmlFor={`${id}-name`}
            label={t.fullName}
            error={shownNameError}
            hint={t.nameHint}
          >
            <Input
              {...fieldDescription(`${id}-name`, { error: shownNameError, hint: true })}
              ref={nameInput}
              value={name}
              maxLength={TEXT_LIMITS.fullName + 20}
              autoComplete="name"
              onChange={(event) => setName(event.target.value)}
            />
          </FormField>

          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-slate-800">{t.picture}</legend>
            <div className="flex flex-wrap items-center gap-4">
              <Avatar name={name} src={shownPicture} className="h-20 w-20 text-xl" />
              <div className="flex flex-wrap gap-2">
                <input
                  ref={fileInput}
                  id={`${id}-picture`}
                  type="file"
                  accept={AVATAR_INPUT_TYPES.join(',')}
                  className="sr-only"
                  aria-describedby={`${id}-picture-hint${pictureError ? ` ${id}-picture-error` : ''}`}
                  onChange={(event) => void choosePicture(event)}
                />
                <Button
                  type="button"
                  variant="outline"
                  disabled={preparing}
                  onClick={() => fileInput.current?.click()}
                >
                  {preparing ? t.preparing : hasPicture ? t.changePicture : t.uploadPicture}
                </Button>
                {hasPicture && (
                  <Button type="button" variant="ghost" onClick={() => setPicture(null)}>
                    {t.removePicture}
                  </Button>
                )}
              </div>
            </div>
            <FieldMessage id={`${id}-picture-hint`} tone="hint">
              {t.pictureHint}
            </FieldMessage>
            <FieldMessage id={`${id}-picture-error`}>
              {pictureError && translateProblem(pictureError, t)}
            </FieldMessage>
          </fieldset>

          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" disabled={save.isPending || preparing} className="sm:w-auto">
              {save.isPending ? t.saving : t.save}
            </Button>
            <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
              {t.cancel}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
