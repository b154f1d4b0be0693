import { useId, useRef, useState, type DragEvent } from 'react';
import { FileUp, X } from 'lucide-react';
import {
  FILE_CATEGORIES,
  describeFileTypes,
  formatFileSize,
  type FileCategory,
  type TUploadedFile,
} from '@staffdesk/shared/schemas/files';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/upload-progress';
import { acceptOf, fileProblem, uploadFile } from '@/lib/files';
import { cn } from '@/lib/cn';

interface FilePickerProps {
  category: FileCategory;
  /** The files uploaded so far, in the order chosen: give their ids to the record. */
  value: readonly TUploadedFile[];
  onChange: (files: TUploadedFile[]) => void;
  /** At most this many files (1 for a single file). */
  max: number;
  /** Names the picker for screen readers and labels its button ("Add receipts"). */
  label: string;
  /** The id of the form's message about this field, when it has one. */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  disabled?: boolean;
  /** Told whether an upload is under way, so a form can wait before it sends. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Choose or drop files; each is checked against its category (type and size) and uploaded at once, then
 * listed with a button that takes it off again. What the record needs is the uploaded files' ids; a file
 * taken off is left for the server's sweep of files no record holds.
 */
export function FilePicker({
  category,
  value,
  onChange,
  max,
  label,
  disabled,
  onBusyChange,
  ...aria
}: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState<{ name: string; fraction: number }[]>([]);
  const [dragging, setDragging] = useState(false);
  const room = max - value.length - uploading.length;

  const choose = async (chosen: readonly File[]) => {
    if (chosen.length === 0) return;
    const refusals: string[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      const problem = fileProblem(file, category);
      if (problem) refusals.push(`${file.name}: ${problem}`);
      else if (accepted.length < room) accepted.push(file);
      else refusals.push(`${file.name}: at most ${max} ${max === 1 ? 'file' : 'files'} can be attached.`);
    }
    if (input.current) input.current.value = '';
    setUploading(accepted.map((file) => ({ name: file.name, fraction: 0 })));
    onBusyChange?.(accepted.length > 0);
    const progressOf = (index: number) => (fraction: number) =>
      setUploading((now) => now.map((upload, at) => (at === index ? { ...upload, fraction } : upload)));
    const results = await Promise.allSettled(
      accepted.map((file, index) =>
        uploadFile(category, file, { toastErrors: false, onUploadProgress: progressOf(index) }),
      ),
    );
    const uploaded: TUploadedFile[] = [];
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') uploaded.push(result.value);
      else
        refusals.push(
          `${accepted[index]!.name}: ${result.reason instanceof Error ? result.reason.message : 'it could not be uploaded.'}`,
        );
    });
    setUploading([]);
    onBusyChange?.(false);
    setProblems(refusals);
    if (uploaded.length > 0) onChange([...value, ...uploaded]);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && room > 0) void choose([...event.dataTransfer.files]);
  };
  const describedBy =
    [aria['aria-describedby'], problems.length > 0 ? problemId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex flex-col gap-2">
      <div
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border border-dashed p-4 text-center text-sm',
          dragging && 'border-primary bg-primary/5',
          aria['aria-invalid'] && 'border-destructive',
        )}
      >
        <FileUp className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">
          {describeFileTypes(category)}, at most {formatFileSize(FILE_CATEGORIES[category].maxBytes)} each
          {max > 1 ? `, up to ${max} files` : ''}. Drag {max > 1 ? 'them' : 'it'} here, or
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          disabled={disabled || room <= 0}
          aria-describedby={describedBy}
          aria-invalid={aria['aria-invalid']}
        >
          {label}
        </Button>
        <input
          ref={input}
          type="file"
          multiple={max > 1}
          accept={acceptOf(category)}
          className="sr-only"
          tabIndex={-1}
          aria-label={label}
          onChange={(event) => void choose([...(event.target.files ?? [])])}
        />
      </div>
      {problems.length > 0 && (
        <ul id={problemId} role="alert" className="text-sm text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {(value.length > 0 || uploading.length > 0) && (
        <ul className="flex flex-col gap-1 text-sm" aria-label={`${label}: chosen files`}>
          {value.map((file) => (
            <li key={file.id} className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5">
              <span className="min-w-0 truncate">
                {file.name} <span className="text-muted-foreground">({formatFileSize(file.size)})</span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7 shrink-0"
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(value.filter((other) => other.id !== file.id))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
          {uploading.map((upload, index) => (
            <li key={`${index}-${upload.name}`} className="rounded-md border px-3 py-1.5">
              <UploadProgress name={upload.name} fraction={upload.fraction} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
