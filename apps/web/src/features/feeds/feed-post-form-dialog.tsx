import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { TFeedPost } from '@staffdesk/shared/schemas/feeds';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { FilePicker } from '@/components/attachments/file-picker';
import { FormAlert } from '@/components/form-alert';
import { describedByIds } from '@/components/field-messages';
import { toast } from '@/lib/toast';
import { fromOfficeInput, officeTimeHint, toOfficeInput, useOfficeTimeZone } from '@/lib/office-time';
import { useSaveFeedPost } from './api/save-feed-post';
import { FormDialogFooter } from '@/components/form-footer';

const ZFeedFormSchema = z
  .object({
    title: z.string().trim().min(1, 'Give a title.').max(150, 'The title can be at most 150 characters.'),
    body: z.string().trim().min(1, 'Write the post.').max(5000, 'The post can be at most 5000 characters.'),
    pinned: z.boolean(),
    when: z.enum(['now', 'later']),
    publishAt: z.string(),
  })
  .refine((f) => f.when === 'now' || f.publishAt !== '', {
    path: ['publishAt'],
    message: 'Choose when it is published.',
  });
type FeedForm = z.infer<typeof ZFeedFormSchema>;

/** Mounted only while open, so each opening starts from the post's own values. */
export function FeedPostFormDialog({ post, onClose }: { post?: TFeedPost; onClose: () => void }) {
  const save = useSaveFeedPost();
  const [refusal, setRefusal] = useState<string>();
  const [image, setImage] = useState<TUploadedFile[]>(post?.image ? [post.image] : []);
  const [uploading, setUploading] = useState(false);
  const timeZone = useOfficeTimeZone();
  const form = useForm<FeedForm>({
    resolver: zodResolver(ZFeedFormSchema),
    defaultValues: {
      title: post?.title ?? '',
      body: post?.body ?? '',
      pinned: post?.pinned ?? false,
      when: post?.status === 'SCHEDULED' ? 'later' : 'now',
      publishAt: post?.status === 'SCHEDULED' ? toOfficeInput(post.publishedAt, timeZone) : '',
    },
  });
  const { errors } = form.formState;
  const when = useWatch({ control: form.control, name: 'when' });
  const zoneHint = officeTimeHint(timeZone);

  const onSubmit = form.handleSubmit((values) => {
    setRefusal(undefined);
    const body = {
      title: values.title,
      body: values.body,
      pinned: values.pinned,
      imageFileId: image[0]?.id ?? null,
      publishAt: values.when === 'later' ? fromOfficeInput(values.publishAt, timeZone) : post ? undefined : null,
    };
    save.mutate(
      {
        id: post?.id,
        body:
          post && values.when === 'now'
            ? { ...body, publishAt: post.status === 'SCHEDULED' ? new Date().toISOString() : null }
            : body,
      },
      {
        onSuccess: () => {
          toast.success(
            post
              ? 'The post was changed.'
              : values.when === 'now'
                ? 'The post was published.'
                : 'The post was scheduled.',
          );
          onClose();
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{post ? 'Edit Post' : 'New Post'}</DialogTitle>
          <DialogDescription>
            Everyone reads the feed on their dashboard. Write plain text; web addresses become links.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="feed-title">Title</Label>
            <Input
              id="feed-title"
              maxLength={150}
              autoComplete="off"
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={describedByIds('feed-title', !!errors.title)}
              {...form.register('title')}
            />
            <FieldError id="feed-title-error">{errors.title?.message}</FieldError>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="feed-body">Post</Label>
            <Textarea
              id="feed-body"
              rows={6}
              maxLength={5000}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={describedByIds('feed-body', !!errors.body)}
              {...form.register('body')}
            />
            <FieldError id="feed-body-error">{errors.body?.message}</FieldError>
          </div>
          <div className="grid gap-2">
            <span className="text-sm font-medium">Image (optional)</span>
            <FilePicker
              category="FEED_IMAGE"
              value={image}
              onChange={setImage}
              max={1}
              label="Add an image"
              onBusyChange={setUploading}
            />
          </div>
          <div className="flex items-center gap-2">
            <Controller
              control={form.control}
              name="pinned"
              render={({ field }) => (
                <Checkbox
                  id="feed-pinned"
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              )}
            />
            <Label htmlFor="feed-pinned" className="font-normal">
              Pin it on top of the feed
            </Label>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Publish</legend>
            <div className="flex flex-wrap gap-4">
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" value="now" className="size-4 accent-primary" {...form.register('when')} />
                {post && post.status === 'PUBLISHED' ? 'Keep as published' : 'Now'}
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" value="later" className="size-4 accent-primary" {...form.register('when')} />
                At a time
              </label>
            </div>
            {when === 'later' && (
              <div className="grid gap-2">
                <Label htmlFor="feed-publish-at">Publish at</Label>
                <Input
                  id="feed-publish-at"
                  type="datetime-local"
                  aria-invalid={errors.publishAt ? true : undefined}
                  aria-describedby={describedByIds('feed-publish-at', !!errors.publishAt)}
                  {...form.register('publishAt')}
                />
                <FieldError id="feed-publish-at-error">{errors.publishAt?.message}</FieldError>
                {zoneHint && <p className="text-xs text-muted-foreground">{zoneHint}</p>}
              </div>
            )}
          </fieldset>
          <FormAlert message={refusal} />
          <FormDialogFooter pending={save.isPending} waiting={uploading} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
