import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldDescription } from '@/components/ui/field-aria';
import { Input } from '@/components/ui/input';
import { FieldMessage, FormField } from '@/components/ui/label';
import type { Profile } from '@/lib/domain';
import { errorMessage } from '@/lib/errors';
import { TEXT_LIMITS } from '@/lib/text-limits';
import { toast } from '@/lib/toast';
import { useSaveProfile } from '../edit-api';
import { AVATAR_INPUT_TYPES, AvatarImageError, squareAvatar } from '../avatar-image';
import { nameProblem } from '../profile-name';

/** undefined: keep the picture; null: remove it; else the prepared new one and its preview. */
type PictureChoice = { image: Blob; preview: string } | null | undefined;

/** The name and picture of the signed-in user, saved together. */
export function EditProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const id = useId();
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
        failure instanceof AvatarImageError
          ? failure.message
          : 'This picture could not be prepared. Choose another one.',
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
          toast({ title: 'Profile updated', description: 'Your name and picture are saved.' });
          onDone();
        },
        onError: (failure) =>
          toast({
            title: 'Failed to update profile',
            description: errorMessage(failure),
            variant: 'destructive',
          }),
      },
    );
  }

  const shownPicture = picture === undefined ? profile.avatar_url : (picture?.preview ?? null);
  const hasPicture = Boolean(shownPicture);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Edit profile</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="space-y-6" aria-label="Edit profile">
          <FormField
            htmlFor={`${id}-name`}
            label="Full name"
            error={nameError}
            hint="Shown on the leaderboard, your problems and your comments."
          >
            <Input
              {...fieldDescription(`${id}-name`, { error: nameError, hint: true })}
              ref={nameInput}
              value={name}
              maxLength={TEXT_LIMITS.fullName + 20}
              autoComplete="name"
              onChange={(event) => setName(event.target.value)}
            />
          </FormField>

          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-slate-800">Picture</legend>
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
                  {preparing ? 'Preparing...' : hasPicture ? 'Change picture' : 'Upload picture'}
                </Button>
                {hasPicture && (
                  <Button type="button" variant="ghost" onClick={() => setPicture(null)}>
                    Remove picture
                  </Button>
                )}
              </div>
            </div>
            <FieldMessage id={`${id}-picture-hint`} tone="hint">
              JPEG, PNG, WebP or GIF. It is cropped to a square, made small and saved without its
              location or camera details.
            </FieldMessage>
            <FieldMessage id={`${id}-picture-error`}>{pictureError}</FieldMessage>
          </fieldset>

          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" disabled={save.isPending || preparing} className="sm:w-auto">
              {save.isPending ? 'Saving...' : 'Save changes'}
            </Button>
            <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
