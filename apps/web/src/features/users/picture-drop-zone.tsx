import { useRef, useState, type DragEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { ImageUp } from 'lucide-react';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormMessage } from '@/components/form/form-message';
import { Button } from '@/components/ui/button';
import { acceptOf } from '@/lib/files';
import { cn } from '@/lib/cn';

interface PictureDropZoneProps {
  /** The file chosen and accepted, if any. */
  chosenName: string | undefined;
  onChoose: (file: File | undefined) => void;
  disabled: boolean;
}

/** Drop a picture here or choose one; why a file is refused is said under the button. */
export function PictureDropZone({ chosenName, onChoose, disabled }: PictureDropZoneProps) {
  const { control } = useFormContext<{ picture: File }>();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onChoose(event.dataTransfer.files[0]);
  };
  return (
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
      <p className="text-muted-foreground">{chosenName ?? 'Drag a picture here, or'}</p>
      <FormField
        control={control}
        name="picture"
        id="picture-choose"
        render={({ field }) => (
          <FormItem className="justify-items-center">
            <FormControl>
              <Button
                ref={field.ref}
                type="button"
                variant="outline"
                size="sm"
                onClick={() => input.current?.click()}
                disabled={disabled}
              >
                {chosenName ? 'Choose another' : 'Choose a picture'}
              </Button>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <input
        ref={input}
        type="file"
        accept={acceptOf('PROFILE_PICTURE')}
        className="sr-only"
        tabIndex={-1}
        aria-label="Picture file"
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
          // The form holds the file: emptied, the input takes the same file again after a cancel.
          event.target.value = '';
        }}
      />
    </div>
  );
}
