import { useEffect, useState } from 'react';
import { z } from 'zod';
import { FILE_CATEGORIES, describeFileTypes, formatFileSize } from '@staffdesk/shared/schemas/files';
import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormButtons } from '@/components/form-footer';
import { UserAvatar } from '@/components/user-avatar';
import { UploadProgress } from '@/components/upload-progress';
import { fileProblem } from '@/lib/files';
import { toast } from '@/lib/toast';
import { useRemoveProfilePicture } from './api/remove-profile-picture';
import { useSaveProfilePicture } from './api/save-profile-picture';
import { PictureDropZone } from './picture-drop-zone';

const CATEGORY = 'PROFILE_PICTURE';
/** The file category's rules, the ones the server checks an upload with. */
const ZPictureFormSchema = z.object({
  picture: z.instanceof(File, { error: 'Choose a picture.' }).superRefine((file, ctx) => {
    const problem = fileProblem(file, CATEGORY);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

/** Choose (or drop) a picture, see it, save it; or remove the picture there is. */
export function ProfilePictureCard({ user }: { user: TUserContext }) {
  const save = useSaveProfilePicture();
  const remove = useRemoveProfilePicture();
  const form = useZodForm(ZPictureFormSchema);
  /** The accepted file and an object URL of it for its preview. */
  const [chosen, setChosen] = useState<{ file: File; preview: string }>();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [sent, setSent] = useState<number>();
  // A preview's object URL goes when another file is chosen, the choice is dropped, or the card goes.
  useEffect(() => () => chosen && URL.revokeObjectURL(chosen.preview), [chosen]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    form.setValue('picture', file, { shouldDirty: true });
    const accepted = await form.trigger('picture');
    setChosen(accepted ? { file, preview: URL.createObjectURL(file) } : undefined);
  };
  const reset = () => {
    form.reset();
    setChosen(undefined);
  };
  const onSubmit = form.handleSubmit(async ({ picture }) => {
    try {
      setSent(0);
      await save.mutateAsync({ file: picture, onUploadProgress: setSent });
      reset();
      toast.success('Your picture was saved.');
    } catch (error) {
      applyServerErrors(form, error);
    } finally {
      setSent(undefined);
    }
  });
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirmRemove(false);
        toast.success('Your picture was removed.');
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Picture</CardTitle>
        <CardDescription>
          {describeFileTypes(CATEGORY)}, at most {formatFileSize(FILE_CATEGORIES[CATEGORY].maxBytes)}. Everyone signed
          in sees it.
        </CardDescription>
      </CardHeader>
      <Form form={form}>
        <form aria-label="New picture" onSubmit={onSubmit} noValidate className="contents">
          <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
            {chosen ? (
              <img
                src={chosen.preview}
                alt="The picture you chose"
                className="size-24 shrink-0 rounded-full object-cover"
              />
            ) : (
              <UserAvatar
                name={user.fullname}
                pictureUrl={user.profilePictureUrl}
                className="size-24"
                fallbackClassName="text-2xl"
              />
            )}
            <div className="grid min-w-0 flex-1 gap-3">
              <PictureDropZone
                chosenName={chosen?.file.name}
                onChoose={(file) => void choose(file)}
                disabled={save.isPending}
              />
              {chosen && sent !== undefined && <UploadProgress name={chosen.file.name} fraction={sent} />}
            </div>
          </CardContent>
          {(chosen || user.profilePictureUrl) && (
            <CardFooter className="flex-wrap justify-end gap-2 border-t">
              <FormServerAlert />
              {chosen ? (
                <FormButtons onCancel={reset} />
              ) : (
                <Button type="button" variant="outline" onClick={() => setConfirmRemove(true)}>
                  Remove picture
                </Button>
              )}
            </CardFooter>
          )}
        </form>
      </Form>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove Your Picture?"
        description="Your initials are shown instead until you choose a new one."
        confirmLabel="Remove picture"
        onConfirm={onRemove}
        pending={remove.isPending}
      />
    </Card>
  );
}
