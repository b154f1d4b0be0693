import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ZFeedPostRequestSchema, type TFeedPost } from '@staffdesk/shared/schemas/feeds';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { FilePicker } from '@/components/attachments/file-picker';
import { DateTimeField } from '@/components/date-picker/date-time-field';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormControl } from '@/components/form/form-control';
import { FormDescription } from '@/components/form/form-description';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialogFooter } from '@/components/form-footer';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { fromOfficeInput, officeTimeHint, toOfficeInput, useOfficeTimeZone } from '@/lib/office-time';
import { useSaveFeedPost } from './api/save-feed-post';

const { title, body, pinned } = ZFeedPostRequestSchema.shape;

/** The shared schema, but for when it is published: now, or at a time typed in office time. */
const ZFeedFormSchema = z
  .object({ title, body, pinned, when: z.enum(['now', 'later']), publishAt: z.string() })
  .refine((f) => f.when === 'now' || f.publishAt !== '', {
    path: ['publishAt'],
    message: 'Choose when it is published.',
  });
type FeedForm = z.output<typeof ZFeedFormSchema>;
type FeedFormInput = z.input<typeof ZFeedFormSchema>;

/** The body to send: a post published now has no time, unless a scheduled one is brought forward. */
function requestBody(values: FeedForm, image: TUploadedFile[], post: TFeedPost | undefined, timeZone: string) {
  const later = values.when === 'later';
  const publishAt = later
    ? fromOfficeInput(values.publishAt, timeZone)
    : post?.status === 'SCHEDULED'
      ? new Date().toISOString()
      : null;
  return {
    title: values.title,
    body: values.body,
    pinned: values.pinned,
    imageFileId: image[0]?.id ?? null,
    publishAt,
  };
}

/** Mounted only while open, so each opening starts from the post's own values. */
export function FeedPostFormDialog({ post, onClose }: { post?: TFeedPost; onClose: () => void }) {
  const save = useSaveFeedPost();
  const [image, setImage] = useState<TUploadedFile[]>(post?.image ? [post.image] : []);
  const [uploading, setUploading] = useState(false);
  const timeZone = useOfficeTimeZone();
  const form = useZodForm(ZFeedFormSchema, {
    defaultValues: {
      title: post?.title ?? '',
      body: post?.body ?? '',
      pinned: post?.pinned ?? false,
      when: post?.status === 'SCHEDULED' ? 'later' : 'now',
      publishAt: post?.status === 'SCHEDULED' ? toOfficeInput(post.publishedAt, timeZone) : '',
    },
  });
  const zoneHint = officeTimeHint(timeZone);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: post?.id, body: requestBody(values, image, post, timeZone) });
      toast.success(
        post ? 'The post was changed.' : values.when === 'now' ? 'The post was published.' : 'The post was scheduled.',
      );
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !form.formState.isSubmitting && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{post ? 'Edit Post' : 'New Post'}</DialogTitle>
          <DialogDescription>
            Everyone reads the feed on their dashboard. Write plain text; web addresses become links.
          </DialogDescription>
        </DialogHeader>
        <Form form={form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="title"
              id="feed-title"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Title</FormLabel>
                  <FormControl>
                    <Input maxLength={150} autoComplete="off" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="body"
              id="feed-body"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Post</FormLabel>
                  <FormControl>
                    <Textarea rows={6} maxLength={5000} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
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
            <FormField
              control={form.control}
              name="pinned"
              id="feed-pinned"
              render={({ field }) => (
                <FormItem className="flex items-center gap-2">
                  <FormControl>
                    <Checkbox
                      ref={field.ref}
                      checked={field.value ?? false}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                    />
                  </FormControl>
                  <FormLabel className="font-normal">Pin it on top of the feed</FormLabel>
                </FormItem>
              )}
            />
            <PublishFields published={post?.status === 'PUBLISHED'} zoneHint={zoneHint} />
            <FormServerAlert />
            <FormDialogFooter waiting={uploading} onCancel={onClose} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** Now or at a time typed in office time; the time's field shows only for a later one. */
function PublishFields({ published, zoneHint }: { published: boolean; zoneHint?: string }) {
  const { control } = useFormContext<FeedFormInput>();
  const when = useWatch({ control, name: 'when' });
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Publish</legend>
      <FormField
        control={control}
        name="when"
        render={({ field }) => (
          <div className="flex flex-wrap gap-4">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={field.name}
                value="now"
                checked={field.value === 'now'}
                onChange={() => field.onChange('now')}
                onBlur={field.onBlur}
                className="size-4 accent-primary"
              />
              {published ? 'Keep as published' : 'Now'}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={field.name}
                value="later"
                checked={field.value === 'later'}
                onChange={() => field.onChange('later')}
                onBlur={field.onBlur}
                className="size-4 accent-primary"
              />
              At a time
            </label>
          </div>
        )}
      />
      {when === 'later' && (
        <FormField
          control={control}
          name="publishAt"
          id="feed-publish-at"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Publish at</FormLabel>
              <FormControl>
                <DateTimeField
                  id="feed-publish-at"
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  timeLabel="Publish time"
                />
              </FormControl>
              <FormMessage />
              {zoneHint && <FormDescription>{zoneHint}</FormDescription>}
            </FormItem>
          )}
        />
      )}
    </fieldset>
  );
}
