import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { ImageUp } from 'lucide-react';
import { FILE_CATEGORIES, describeFileTypes, formatFileSize } from '@staffdesk/shared/schemas/files';
import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { UserAvatar } from '@/components/user-avatar';
import { acceptOf, fileProblem } from '@/lib/files';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { FormButtons } from '@/components/form-footer';
import { useSaveProfilePicture } from './api/save-profile-picture';

const CATEGORY = 'PROFILE_PICTURE';

/** Choose (or drop) a picture, see it, save it; or remove the picture there is. */
export function ProfilePictureCard({ user }: { user: TUserContext }) {
  const save = useSaveProfilePicture();
  const input = useRef<HTMLInputElement>(null);
  const problemId = useId();
  /** The file chosen and an object URL of it for its preview. */
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [problem, setProblem] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  // A preview's object URL goes when another file is chosen, the choice is dropped, or the card goes.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.preview);
    },
    [chosen],
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refusal = fileProblem(file, CATEGORY);
    setProblem(refusal);
    setChosen(refusal ? null : { file, preview: URL.createObjectURL(file) });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const reset = () => {
    setChosen(null);
    setProblem(undefined);
    if (input.current) input.current.value = '';
  };
  const onSave = () =>
    chosen &&
    save.mutate(chosen.file, {
      onSuccess: () => {
        reset();
        toast.success('Your picture was saved.');
      },
    });
  const onRemove = () =>
    save.mutate(null, {
      onSuccess: () => {
        setConfirmRemove(false);
        toast.success('Your picture was removed.');
      },
    });

  const { maxBytes } = FILE_CATEGORIES[CATEGORY];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Picture</CardTitle>
        <CardDescription>
          {describeFileTypes(CATEGORY)}, at most {formatFileSize(maxBytes)}. Everyone signed in sees it.
        </CardDescription>
      </CardHeader>
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
        <div
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-1 flex-col items-center gap-2 rounded-lg border border-dashed p-4 text-center text-sm',
            dragging && 'border-primary bg-primary/5',
          )}
        >
          <ImageUp className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="text-muted-foreground">{chosen ? chosen.file.name : 'Drag a picture here, or'}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={save.isPending}
            aria-describedby={problem ? problemId : undefined}
          >
            {chosen ? 'Choose another' : 'Choose a picture'}
          </Button>
          <input
            ref={input}
            type="file"
            accept={acceptOf(CATEGORY)}
            className="sr-only"
            tabIndex={-1}
            aria-label="Picture file"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {problem && (
            <p id={problemId} role="alert" className="text-destructive">
              {problem}
            </p>
          )}
        </div>
      </CardContent>
      {(chosen || user.profilePictureUrl) && (
        <CardFooter className="justify-end gap-2 border-t">
          {chosen ? (
            <form
              aria-label="New picture"
              onSubmit={(event) => {
                event.preventDefault();
                onSave();
              }}
            >
              <FormButtons pending={save.isPending} onCancel={reset} />
            </form>
          ) : (
            <Button variant="outline" onClick={() => setConfirmRemove(true)}>
              Remove picture
            </Button>
          )}
        </CardFooter>
      )}
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove Your Picture?"
        description="Your initials are shown instead until you choose a new one."
        confirmLabel="Remove picture"
        onConfirm={onRemove}
        pending={save.isPending}
      />
    </Card>
  );
}
